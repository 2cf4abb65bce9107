/** The greeting plugin's item in the navigation bar, rendered at build time with the plugin's props. */
export default function Wave({ text }: { text: string }) {
  return <span className="wave">{`${text}, reader`}</span>;
}

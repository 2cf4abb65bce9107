export async function writeManifest(): Promise<void> {}

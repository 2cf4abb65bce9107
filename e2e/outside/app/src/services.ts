const env = import.meta.env as Record<string, string | undefined>;

/** Where the app's widgets find the services: the test run's stand-ins, given at build time. */
export const SERVICES = {
  /** The account service of the sign-in widget. */
  access: env.VITE_ACCESS_URL ?? 'https://access.ripe.net',
  /** A static host whose application list fails, so the switcher shows its built-in list. */
  failingStaticHost: env.VITE_FAILING_STATIC_HOST_URL ?? 'https://static.ripe.net',
  /** The static host of the legal pages. */
  legalHost: env.VITE_LEGAL_HOST_URL ?? 'https://static.ripe.net',
};

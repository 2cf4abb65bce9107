/**
 * A file that is not an API description at all (or cannot be read as one). Descriptions that are merely
 * sloppy do not throw: they produce warnings (see {@link DescriptionWarning}).
 */
export class ApiDescriptionError extends Error {
  /** The file as it was named to the loader. */
  readonly file: string;
  /** What is wrong, without the file name. */
  readonly reason: string;

  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = 'ApiDescriptionError';
    this.file = file;
    this.reason = reason;
  }
}

/** Where in a description a warning points. Each part is given when known. */
export interface WarningLocation {
  file?: string;
  resource?: string;
  /** `GET /api/v2/measurements/` */
  operation?: string;
  parameter?: string;
  model?: string;
  field?: string;
}

/** Something in a description that was read with a guess or left out. */
export interface DescriptionWarning extends WarningLocation {
  message: string;
}

/** `measurements › GET /api/v2/measurements/ › parameter page_size: message` */
export function formatWarning(warning: DescriptionWarning): string {
  const parts = [
    warning.file,
    warning.resource,
    warning.operation,
    warning.parameter === undefined ? undefined : `parameter ${warning.parameter}`,
    warning.model === undefined ? undefined : `model ${warning.model}`,
    warning.field === undefined ? undefined : `field ${warning.field}`,
  ].filter((part): part is string => part !== undefined);
  return parts.length ? `${parts.join(' › ')}: ${warning.message}` : warning.message;
}

/** Collects warnings while the normaliser descends: each level adds its part of the location. */
export class WarningSink {
  readonly #list: DescriptionWarning[];
  readonly #location: WarningLocation;

  constructor(list: DescriptionWarning[] = [], location: WarningLocation = {}) {
    this.#list = list;
    this.#location = location;
  }

  /** A sink for a place inside this one. */
  at(location: WarningLocation): WarningSink {
    return new WarningSink(this.#list, { ...this.#location, ...location });
  }

  warn(message: string): void {
    this.#list.push({ ...this.#location, message });
  }

  get warnings(): readonly DescriptionWarning[] {
    return this.#list;
  }
}

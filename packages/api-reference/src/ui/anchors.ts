/**
 * The anchors of a resource page, shared by the build-time views and the page's script (which gives rows their
 * ids when a block opens, so the page's first bytes do not carry a thousand of them).
 */

/**
 * The anchor of a row of a table: a parameter or field under its operation or model, by name:
 * `get-api-v2-probes--include`, `model-measurement--dns.use_probe_resolver`.
 */
export function rowAnchor(owner: string, name: string): string {
  return `${owner}--${name.replace(/\[\]/g, '').replace(/[^A-Za-z0-9_.-]+/g, '-')}`;
}

/** A row's name in its anchor: a subtype's field has its subtype before it, so `port` of dns and http differ. */
export function anchorName(name: string, variant: string | undefined): string {
  return variant === undefined || name.startsWith(`${variant}.`) ? name : `${variant}.${name}`;
}

/** The owner of an operation's response fields in their anchors: `get-api-v2-probes-response`. */
export const responseOwner = (operationId: string): string => `${operationId}-response`;

/** The anchor of a model's section on a resource page. */
export function modelAnchor(id: string): string {
  return `model-${id.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

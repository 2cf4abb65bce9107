/**
 * A resource's reference in markdown, for the page's markdown form (the `.md` beside its HTML, `llms-full.txt`):
 * each operation with its summary and description, its parameters and response fields as tables, and its
 * responses; in place of the island and its try-it panel, which a tool reading text cannot use.
 */
import type { ApiModel, Field, Operation, Parameter, Resource } from '../model/model.ts';
import { constraintLabels, enumLabels, parameterGroups, typeLabel } from '../ui/describe.ts';

/** Text for a table cell: one line, no HTML tags, pipes escaped. */
function cell(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|');
}

/** A value's description followed by its enum values and bounds, as one cell. */
function described(description: string, schema: Parameter | Field): string {
  const values = enumLabels(schema);
  const notes = [
    ...(values.length ? [`one of ${values.map((value) => `\`${value}\``).join(', ')}`] : []),
    ...constraintLabels(schema),
  ];
  return cell([description, notes.length ? `(${notes.join('; ')})` : ''].filter(Boolean).join(' '));
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function operationMarkdown(operation: Operation): string {
  const parts = [`## \`${operation.method} ${operation.path}\``];
  if (operation.deprecated) parts.push('**Deprecated.**');
  if (operation.summary) parts.push(operation.summary.trim());
  if (operation.description && operation.description !== operation.summary) parts.push(operation.description.trim());
  if (operation.security?.length)
    parts.push(`Authorisation: ${operation.security.map((id) => `\`${id}\``).join(' or ')}.`);
  for (const group of parameterGroups(operation)) {
    parts.push(
      `### ${group.title}`,
      table(
        ['Name', 'Type', 'Required', 'Description'],
        group.parameters.map((parameter) => [
          `\`${parameter.name}\``,
          cell(typeLabel(parameter)),
          parameter.required ? 'yes' : 'no',
          described(parameter.description, parameter),
        ]),
      ),
    );
  }
  if (operation.responseFields.length) {
    parts.push(
      '### Response fields',
      table(
        ['Field', 'Type', 'Description'],
        operation.responseFields.map((field) => [
          `\`${field.name}\`${field.variant ? ` (${field.variant})` : ''}`,
          cell(typeLabel(field)),
          described(field.description, field),
        ]),
      ),
    );
  }
  if (operation.responses.length) {
    parts.push(
      '### Responses',
      operation.responses.map((response) => `- \`${response.status}\`: ${cell(response.description)}`).join('\n'),
    );
  }
  return parts.join('\n\n');
}

/** The markdown of one resource's operations (see the module's comment). */
export function resourceMarkdown(api: Pick<ApiModel, 'title' | 'version'>, resource: Resource): string {
  const operations = resource.endpoints.flatMap((endpoint) => endpoint.operations);
  const intro = `The \`${resource.path}\` calls of the ${api.title} ${api.version}.`;
  return [intro, resource.description.trim(), ...operations.map(operationMarkdown)].filter(Boolean).join('\n\n');
}

/** The list of resources in markdown, each linking to its page under `link` (`link` + name). */
export function resourcesMarkdown(api: Pick<ApiModel, 'resources'>, link: string): string {
  return api.resources
    .map((resource) =>
      `- [${resource.name}](${link}${resource.name}): \`${resource.path}\` ${cell(resource.description)}`.trimEnd(),
    )
    .join('\n');
}

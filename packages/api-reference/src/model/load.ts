import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { detectKind } from './detect.ts';
import { ApiDescriptionError } from './errors.ts';
import { isObject, objectsOf, stringOf, type JsonObject } from './json.ts';
import type { NormalisedDescription } from './model.ts';
import { normaliseDocument } from './normalise.ts';
import { normaliseSwagger12, type SourceDocument } from './swagger12/normalise.ts';

/** The files a description folder may hold, in the order they are looked for. */
export const DESCRIPTION_FILES = ['api-docs.json', 'openapi.json', 'openapi.yaml', 'openapi.yml'];

/**
 * Reads an API description from disk (Node only): a folder holding a Swagger 1.2 resource listing
 * (`api-docs.json`, whose entries name the declarations relative to the folder) or an OpenAPI file, or
 * one such file directly.
 */
export async function loadDescription(path: string): Promise<NormalisedDescription> {
  const file = (await isDirectory(path)) ? await findDescriptionFile(path) : path;
  const doc = await readDocument(file);
  const { kind } = detectKind(doc, file);
  if (kind !== 'swagger-1.2-listing') return normaliseDocument(doc, file);
  const entries = isObject(doc) ? objectsOf(doc.apis) : [];
  const declarations: SourceDocument[] = [];
  for (const entry of entries) {
    const declarationFile = await findDeclaration(file, entry);
    declarations.push({ file: declarationFile, doc: await readDocument(declarationFile) });
  }
  return normaliseSwagger12({ listing: { file, doc }, declarations });
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    throw new ApiDescriptionError(path, 'does not exist');
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function findDescriptionFile(dir: string): Promise<string> {
  for (const name of DESCRIPTION_FILES) {
    if (await exists(join(dir, name))) return join(dir, name);
  }
  throw new ApiDescriptionError(dir, `holds no API description (looked for ${DESCRIPTION_FILES.join(', ')})`);
}

/**
 * The file of a listing entry. Its path is relative to the listing; generators write it with or without
 * `.json`, and some put the declarations in a `resources` folder while the path names only the resource.
 */
async function findDeclaration(listingFile: string, entry: JsonObject): Promise<string> {
  const path = stringOf(entry.path);
  if (path === undefined) throw new ApiDescriptionError(listingFile, 'has an entry in "apis" without a path');
  const dir = dirname(listingFile);
  const relative = path.replace(/^\/+/, '');
  const candidates = [
    join(dir, relative),
    join(dir, `${relative}.json`),
    join(dir, 'resources', `${basename(relative)}.json`),
  ];
  for (const candidate of candidates) {
    if (await exists(candidate)) return candidate;
  }
  throw new ApiDescriptionError(listingFile, `lists "${path}", but no file ${candidates[0] ?? path} exists`);
}

async function readDocument(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ApiDescriptionError(file, `cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const yaml = ['.yaml', '.yml'].includes(extname(file).toLowerCase());
  try {
    return yaml ? (parseYaml(text) as unknown) : (JSON.parse(text) as unknown);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiDescriptionError(file, `is not valid ${yaml ? 'YAML' : 'JSON'}: ${reason}`);
  }
}

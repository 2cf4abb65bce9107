/**
 * Runs the maintained OpenAPI validators on a document: the tests assert that the export has no error under
 * any of them, and the bench prints their counts. Development only: the validators are dev dependencies.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { validate as readmeValidate } from '@readme/openapi-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
// CommonJS packages: their named exports are read off the default export.
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';
import { DiagnosticSeverity } from '@stoplight/types';

const { Document, Spectral } = spectralCore;

/** What one validator said. */
export interface ValidatorReport {
  validator: string;
  errors: string[];
  warnings: string[];
}

/**
 * Redocly's `recommended` rules we switch off, each for a reason: they ask what the RIPE Atlas API itself
 * decides, and the export describes that API as it is.
 */
export const REDOCLY_DISABLED: Readonly<Record<string, string>> = {
  // The API's paths end in a slash (a missing one is added by a 301); the export keeps them as the API has them.
  'no-path-trailing-slash': 'the API’s own paths end in a slash',
};

async function swaggerParser(doc: object): Promise<ValidatorReport> {
  const report: ValidatorReport = { validator: VALIDATORS[0], errors: [], warnings: [] };
  try {
    await SwaggerParser.validate(structuredClone(doc) as never);
  } catch (error) {
    report.errors.push(error instanceof Error ? error.message : String(error));
  }
  return report;
}

async function readme(doc: object): Promise<ValidatorReport> {
  const result = await readmeValidate(structuredClone(doc) as never);
  return {
    validator: VALIDATORS[1],
    errors: result.valid ? [] : result.errors.map((e) => e.message),
    warnings: result.warnings.map((w) => w.message),
  };
}

async function spectral(text: string): Promise<ValidatorReport> {
  const linter = new Spectral();
  // The ruleset object is typed without the `extends` its definition type asks for; it is a complete ruleset.
  linter.setRuleset(spectralRulesets.oas as Parameters<typeof linter.setRuleset>[0]);
  const results = await linter.run(new Document(text, spectralParsers.Json, 'openapi.json'));
  const line = (r: (typeof results)[number]) => `${r.code} at ${r.path.join('.')}: ${r.message}`;
  return {
    validator: VALIDATORS[2],
    errors: results.filter((r) => r.severity === DiagnosticSeverity.Error).map(line),
    warnings: results.filter((r) => r.severity === DiagnosticSeverity.Warning).map(line),
  };
}

async function redocly(text: string): Promise<ValidatorReport> {
  const rules = Object.fromEntries(Object.keys(REDOCLY_DISABLED).map((rule) => [rule, 'off']));
  const config = await createConfig({ extends: ['recommended'], rules } as never);
  const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
  const line = (p: (typeof problems)[number]) => `${p.ruleId} at ${p.location[0]?.pointer ?? ''}: ${p.message}`;
  return {
    validator: VALIDATORS[3],
    errors: problems.filter((p) => p.severity === 'error').map(line),
    warnings: problems.filter((p) => p.severity === 'warn').map(line),
  };
}

/** The validators, in the order of the reports. */
export const VALIDATORS = [
  '@apidevtools/swagger-parser',
  '@readme/openapi-parser',
  'Spectral (spectral:oas)',
  'Redocly (recommended)',
] as const;

/** Each validator's errors on `doc`, by name: what a test expects to be empty. */
export async function errorsOf(doc: object): Promise<[string, string[]][]> {
  return (await validateExport(doc)).map((report) => [report.validator, report.errors]);
}

/** Every validator's report on `doc`, in the order of {@link VALIDATORS}. */
export async function validateExport(doc: object): Promise<ValidatorReport[]> {
  const text = JSON.stringify(doc, null, 2);
  return [await swaggerParser(doc), await readme(doc), await spectral(text), await redocly(text)];
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  buildRequest,
  buildUrl,
  checkBody,
  codeSamples,
  sendRequest,
  type CodeSample,
  type SendResult,
} from '../try-it/index.ts';
import { tryItBodyPath, type TryItBody, type TryItOperation } from './describe.ts';

export interface TryItState {
  /** The values applied to the URL, by parameter name. */
  values: Readonly<Record<string, string>>;
  url: string;
  /** Path placeholders still unfilled: the request cannot be sent. */
  missing: string[];
  /** The JSON body as edited (prefilled from the model's example), when the call takes one. */
  body: string | undefined;
  /** What is wrong with the body: invalid JSON, values out of bounds; they never block. */
  bodyWarnings: string[];
  /** The request as code: general languages, and the platform's own tools where they make the call. */
  samples: CodeSample[];
  /** Only GET is sent from the page; anything else is shown as code. */
  sendable: boolean;
  sending: boolean;
  result: SendResult | null;
  apply: (name: string, value: string) => void;
  remove: (name: string) => void;
  setBody: (text: string) => void;
  send: () => void;
  cancel: () => void;
}

/** The state of one try-it panel: the applied values, the request they make, and the last answer. */
export function useTryIt(operation: TryItOperation, base: string, bodies = ''): TryItState {
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState<string | undefined>(undefined);
  const [checks, setChecks] = useState<TryItBody['checks']>([]);
  // The body's example and checks are a file of their own, so the page does not carry them.
  useEffect(() => {
    if (!operation.jsonBody) return;
    let live = true;
    fetch(tryItBodyPath(bodies, operation.id))
      .then((response) => (response.ok ? (response.json() as Promise<TryItBody>) : Promise.reject(new Error())))
      .then(
        (loaded) => {
          if (!live) return;
          setChecks(loaded.checks);
          setBody((old) => old ?? JSON.stringify(loaded.example, null, 2));
        },
        () => {
          if (live) setBody((old) => old ?? '{}');
        },
      );
    return () => {
      live = false;
    };
  }, [operation.jsonBody, operation.id, bodies]);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);
  const pending = useRef<AbortController | null>(null);
  const { url, missing } = useMemo(() => buildUrl(operation, values, base), [operation, values, base]);
  const samples = useMemo(() => {
    const bodyName = operation.parameters.find((p) => p.in === 'body')?.name;
    const all = bodyName !== undefined && body !== undefined ? { ...values, [bodyName]: body } : values;
    const request = buildRequest(operation, all, base);
    const apiKeyPlaceholder = operation.method !== 'GET' || (operation.security?.length ?? 0) > 0;
    return codeSamples({ ...request, template: operation.path }, { apiKeyPlaceholder });
  }, [operation, values, body, base]);
  const bodyWarnings = useMemo(() => (body === undefined ? [] : checkBody(body, checks)), [body, checks]);
  const sendable = operation.method === 'GET';

  const apply = useCallback((name: string, value: string) => setValues((old) => ({ ...old, [name]: value })), []);
  const remove = useCallback(
    (name: string) =>
      setValues((old) => {
        const { [name]: _removed, ...rest } = old;
        return rest;
      }),
    [],
  );
  const send = useCallback(() => {
    if (!sendable || missing.length) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setSending(true);
    void sendRequest(url, { signal: controller.signal, policyReports: document }).then((answer) => {
      // A slower earlier request must not overwrite the answer to a later one.
      if (pending.current !== controller) return;
      pending.current = null;
      setResult(answer);
      setSending(false);
    });
  }, [sendable, missing.length, url]);
  const cancel = useCallback(() => pending.current?.abort(), []);
  useEffect(() => () => pending.current?.abort(), []);

  return {
    values,
    url,
    missing,
    body,
    bodyWarnings,
    samples,
    sendable,
    sending,
    result,
    apply,
    remove,
    setBody,
    send,
    cancel,
  };
}

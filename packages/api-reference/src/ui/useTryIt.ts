import { useCallback, useMemo, useRef, useState } from 'react';
import { buildRequest, buildUrl, sendRequest, toCurl, type SendResult } from '../client/index.ts';
import type { TryItOperation } from './describe.ts';

export interface TryItState {
  /** The values applied to the URL, by parameter name. */
  values: Readonly<Record<string, string>>;
  url: string;
  /** Path placeholders still unfilled: the request cannot be sent. */
  missing: string[];
  curl: string;
  /** Only GET is sent from the page; anything else is shown as curl. */
  sendable: boolean;
  sending: boolean;
  result: SendResult | null;
  apply: (name: string, value: string) => void;
  remove: (name: string) => void;
  send: () => void;
}

/** The state of one try-it panel: the applied values, the request they make, and the last answer. */
export function useTryIt(operation: TryItOperation, base: string): TryItState {
  const [values, setValues] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);
  const latest = useRef(0);
  const { url, missing } = useMemo(() => buildUrl(operation, values, base), [operation, values, base]);
  const curl = useMemo(
    () => toCurl(buildRequest(operation, values, base), { apiKeyPlaceholder: true }),
    [operation, values, base],
  );
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
    const request = ++latest.current;
    setSending(true);
    void sendRequest(url).then((answer) => {
      // A slower earlier request must not overwrite the answer to a later one.
      if (request !== latest.current) return;
      setResult(answer);
      setSending(false);
    });
  }, [sendable, missing.length, url]);

  return { values, url, missing, curl, sendable, sending, result, apply, remove, send };
}

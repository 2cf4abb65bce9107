import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listen, PortInUseError } from '../../src/dev/listen.ts';

describe('listen', () => {
  it('says which port is taken and how to choose another', async () => {
    const first = createServer();
    await listen(first, 0, '127.0.0.1', 'atlas-docs dev site');
    const { port } = first.address() as AddressInfo;
    try {
      const error = await listen(createServer(), port, '127.0.0.1', 'atlas-docs dev site').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as Error).message).toBe(
        `Port ${port} is already in use, perhaps by another atlas-docs dev or serve.\n` +
          `Stop that server, or choose another port: atlas-docs dev site --port ${port + 1}`,
      );
    } finally {
      await new Promise((done) => first.close(done));
    }
  });
});

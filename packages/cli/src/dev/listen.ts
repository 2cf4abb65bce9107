import type { Server } from 'node:http';

/** What to tell an author whose port is taken, with the command that picks another. */
export function portInUseMessage(port: number, command: string): string {
  return (
    `Port ${port} is already in use, perhaps by another atlas-docs dev or serve.\n` +
    `Stop that server, or choose another port: ${command} --port ${port + 1}`
  );
}

/** A listen that failed because the port is taken. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    command: string,
  ) {
    super(portInUseMessage(port, command));
    this.name = 'PortInUseError';
  }
}

/** Starts listening; a port in use rejects with a {@link PortInUseError} that says what to do. */
export function listen(server: Server, port: number, host: string, command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, command) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

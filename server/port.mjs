// Whether a TCP port can be listened on, asked before starting a server so that a taken port is
// one clear line instead of a stack trace or a restart loop.
import net from 'node:net';

/**
 * @param {number} port
 * @param {string} [hostname] every interface when not given
 * @returns {Promise<boolean>}
 */
export function portTaken(port, hostname) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code === 'EADDRINUSE'));
    probe.once('listening', () => probe.close(() => resolve(false)));
    probe.listen(port, hostname || '0.0.0.0');
  });
}

// Debian's podman as these machines need it (DEVELOPERS guide): runc instead of crun, cgroupfs,
// limits it may set; every container on the host's network.
import { spawn } from 'node:child_process';

const GLOBAL = ['--runtime', '/usr/sbin/runc', '--cgroup-manager=cgroupfs'];
const LIMITS = ['--ulimit', 'nofile=1024:1024', '--ulimit', 'nproc=1024:1024'];

/**
 * Runs `podman …args`; resolves its output, rejects with it when it fails.
 * @param {string[]} args
 * @param {{ quiet?: boolean, input?: string }} [options]
 * @returns {Promise<string>}
 */
export function podman(args, { quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [...GLOBAL, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`podman ${args.slice(0, 3).join(' ')} … exited ${code}:\n${output.slice(-4000)}`))));
  });
}

/** `podman build` of deploy/Dockerfile (Docker's image format, which keeps its HEALTHCHECK). */
export function buildImage({ context, image, baseImage, deploymentId, secretFile, quiet }) {
  return podman(
    ['build', '--format', 'docker', '--network', 'host', ...LIMITS, '-f', 'deploy/Dockerfile', '--build-arg', `NODE_IMAGE=${baseImage}`, '--build-arg', `DEPLOYMENT_ID=${deploymentId}`, '--secret', `id=server_actions_key,src=${secretFile}`, '-t', image, context],
    { quiet },
  );
}

/** `podman run` on the host's network: detached with a name, or to completion (`--rm`). */
export function runContainer({ image, name, env, command = [], detach = false, volumes = [] }) {
  const envArgs = Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]);
  const volumeArgs = volumes.flatMap((volume) => ['-v', volume]);
  return podman(['run', detach ? '-d' : '--rm', ...(name ? ['--name', name] : []), '--network', 'host', ...LIMITS, ...envArgs, ...volumeArgs, image, ...command]);
}

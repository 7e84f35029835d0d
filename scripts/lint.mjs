// Runs Biome through its platform binary. The npm registry this project installs from carries only
// the linux-x64 build, so the `@biomejs/biome` wrapper (which lists every platform) cannot be locked.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const platformPackage = `@biomejs/cli-${process.platform}-${process.arch}`;
let binary;
try {
  binary = require.resolve(`${platformPackage}/biome`);
} catch {
  console.error(
    `Biome no está instalado para ${process.platform}-${process.arch}: npm install -D ${platformPackage}@2.6.8`,
  );
  process.exit(1);
}
const args = process.argv.slice(2);
const result = spawnSync(binary, args.length > 0 ? args : ['check', '.'], { stdio: 'inherit' });
process.exit(result.status ?? 1);

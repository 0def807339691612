import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { PNG } from 'pngjs';
const files = execSync('git diff --name-only tests/e2e/visual').toString().trim().split('\n');
for (const f of files) {
  const old = PNG.sync.read(execSync(`git show HEAD:${f}`, { maxBuffer: 1e8 }));
  const now = PNG.sync.read(fs.readFileSync(f));
  let changed = 0;
  if (old.width !== now.width || old.height !== now.height) { console.log(f, 'size', old.width, old.height, now.width, now.height); continue; }
  for (let i = 0; i < old.data.length; i += 4) if (Math.abs(old.data[i]! - now.data[i]!) + Math.abs(old.data[i + 1]! - now.data[i + 1]!) + Math.abs(old.data[i + 2]! - now.data[i + 2]!) > 30) changed++;
  console.log(f.padEnd(60), (100 * changed / (old.data.length / 4)).toFixed(3) + '%');
}

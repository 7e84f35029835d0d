#!/usr/bin/env node
// Self time by function (and by package) of a V8 CPU profile, as `node --cpu-prof` writes it:
//   node bench/profile-summary.mjs <file.cpuprofile> [requests] [top]
// With the number of requests the profile covers, times are printed in µs per request; idle time is left out.
// How the figures in docs/reliability.md were taken: the compiled server pinned to one core
// (`taskset -c 0 node --cpu-prof apps/server/dist/main.js`), autocannon pinned to the other (`taskset -c 1`).
import { readFileSync } from 'node:fs';

const [file, requests, top = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.mjs <file.cpuprofile> [requests] [top]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const spent = new Map();
for (const [i, id] of profile.samples.entries()) spent.set(id, (spent.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));

const byFunction = new Map();
const byPackage = new Map();
let busy = 0;
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const time = spent.get(node.id) ?? 0;
  if (functionName === '(idle)' || time === 0) continue;
  busy += time;
  const where = url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '');
  const name = `${functionName || '(anonymous)'}  ${where.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  const pkg = url.includes('node_modules/')
    ? url
        .split('node_modules/')
        .pop()
        .split('/')
        .slice(0, url.split('node_modules/').pop().startsWith('@') ? 2 : 1)
        .join('/')
    : url.startsWith('node:')
      ? 'node'
      : url
        ? 'the product'
        : functionName;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
}
const unit = requests ? Number(requests) : null;
const show = (time) =>
  unit ? `${(time / unit).toFixed(2).padStart(8)} µs/req` : `${(time / 1000).toFixed(0).padStart(8)} ms`;
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(`${show(time)}  ${((100 * time) / busy).toFixed(1).padStart(5)} %  ${name}`);
  }
};
console.log(`busy (idle left out): ${show(busy)}`);
print('By package', byPackage);
print('By function (self time)', byFunction);

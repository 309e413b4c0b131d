/**
 * The mutation score of each rule module (scripts/mutation/modules.json), from StrykerJS's JSON report
 * (reports/mutation/mutation.json, written by `npm run mutation`), and the mutants that survived.
 * Score = killed (a test failed, or the mutant timed out) / (killed + survived + no coverage);
 * mutants that do not compile are left out, as StrykerJS does.
 */
import { readFileSync } from 'node:fs';

type Mutant = {
  status: 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number } };
};
type Report = { files: Record<string, { source: string; mutants: Mutant[] }> };

const at = process.argv.indexOf('--report');
const file = at > 0 ? (process.argv[at + 1] ?? '') : 'reports/mutation/mutation.json';
const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
const BUDGET = 80;
const { modules } = JSON.parse(readFileSync('scripts/mutation/modules.json', 'utf8')) as {
  modules: Record<string, string[]>;
};
const byModule = Object.entries(modules);
const fileOf = (entry: string) => entry.replace(/:\d+-\d+$/, '');
const rangeOf = (entry: string) => {
  const m = /:(\d+)-(\d+)$/.exec(entry);
  return m ? ([Number(m[1]), Number(m[2])] as const) : null;
};

let short = 0;
const lines: string[] = [];
for (const [name, entries] of byModule) {
  let killed = 0;
  let counted = 0;
  const survivors: string[] = [];
  for (const entry of entries) {
    const file = fileOf(entry);
    const range = rangeOf(entry);
    const found = Object.entries(report.files).find(([path]) => path.endsWith(file));
    if (!found) continue;
    const [, { source, mutants }] = found;
    const text = source.split('\n');
    for (const m of mutants) {
      const line = m.location.start.line;
      if (range && (line < range[0] || line > range[1])) continue;
      if (m.status === 'CompileError' || m.status === 'RuntimeError' || m.status === 'Ignored') continue;
      counted++;
      if (m.status === 'Killed' || m.status === 'Timeout') killed++;
      else
        survivors.push(
          `    ${file}:${line} ${m.mutatorName}${m.status === 'NoCoverage' ? ' (no test reaches it)' : ''}: ${(text[line - 1] ?? '').trim().slice(0, 90)}${m.replacement ? `  ->  ${m.replacement.replace(/\s+/g, ' ').slice(0, 60)}` : ''}`,
        );
    }
  }
  if (!counted) {
    short++;
    lines.push(`${name.padEnd(22)}   not in this report (run \`npm run mutation\`)`);
    continue;
  }
  const score = (100 * killed) / counted;
  if (score < BUDGET) short++;
  lines.push(
    `${name.padEnd(22)} ${score.toFixed(1).padStart(5)} %  (${killed} of ${counted} mutants killed)  budget ${BUDGET} %${score < BUDGET ? '  BELOW' : ''}`,
  );
  if (process.argv.includes('--survivors')) lines.push(...survivors);
}
console.log(lines.join('\n'));
if (short)
  console.log(
    `\n${short} module(s) below ${BUDGET} %; \`npm run mutation:report -- --survivors\` lists what survived.`,
  );

// Completes package-lock.json with the other platforms' builds of native packages.
//
// When the registry cannot serve a platform build of a native package (biome, tailwind's oxide,
// workerd) at the locked version, npm leaves that optional dependency out of the lockfile, and
// `npm ci` then refuses the lockfile as out of sync. This adds each missing optional dependency
// with its version and os/cpu, so `npm ci` accepts the lockfile and installs only the build for
// the machine it runs on. Run it after every `npm install` that changes dependencies
// (`npm run lock:complete`).
const fs = require('node:fs');

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  if (name.includes('wasm32')) return { cpu: ['wasm32'] };
  const m = name.match(
    /(android|darwin|linux|win32|windows|freebsd|openbsd|netbsd|sunos|aix)-(arm64|x64|64|arm|ia32|ppc64|s390x|riscv64|loong64)(-musl|-gnu|-msvc|-gnueabihf|-eabi)?/,
  );
  if (!m) return {};
  const os = m[1] === 'windows' ? 'win32' : m[1];
  const platform = { os: [os], cpu: [m[2] === '64' ? 'x64' : m[2]] };
  if (os === 'linux') platform.libc = [m[3] === '-musl' ? 'musl' : 'glibc'];
  return platform;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (packages[`node_modules/${dep}`] || packages[`${location}/node_modules/${dep}`]) continue;
    packages[`node_modules/${dep}`] = { version: range.replace(/^[\^~=]+/, ''), optional: true, ...platformOf(dep) };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);

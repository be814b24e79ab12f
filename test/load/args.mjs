// Command-line options of the load test, and the loopback-only guard.

const USAGE = `usage: npm run load -- [--url http://127.0.0.1:8787] [--tables 25] [--matches 4]
                     [--timeout 120] [--move-timeout 15] [--json FILE]`;

const DEFAULTS = { url: 'http://127.0.0.1:8787', tables: 25, matches: 4, timeout: 120, moveTimeout: 15, json: null };

/** Parses argv into options; throws an Error with a readable message on bad input. */
export function parseArgs(argv) {
  const opts = { ...DEFAULTS };
  const number = (name, raw, min, max) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${flag} needs a value`);
      return argv[++i];
    };
    switch (flag) {
      case '--url': opts.url = value(); break;
      case '--tables': opts.tables = number('tables', value(), 1, 1000); break;
      case '--matches': opts.matches = number('matches', value(), 1, 100); break;
      case '--timeout': opts.timeout = number('timeout', value(), 1, 3600); break;
      case '--move-timeout': opts.moveTimeout = number('move-timeout', value(), 1, 600); break;
      case '--json': opts.json = value(); break;
      case '-h': case '--help': console.log(USAGE); process.exit(0); break;
      default: throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  opts.base = loopbackBase(opts.url);
  return opts;
}

/** The origin of `url` if it points at this machine; anything else is refused. */
export function loopbackBase(url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`--url is not a URL: ${url}`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('--url must be http(s)');
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  if (!loopback) throw new Error(`refusing to load-test ${u.hostname}: only loopback hosts (127.0.0.0/8, ::1, localhost)`);
  return u.origin;
}

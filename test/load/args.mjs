// Command-line options of the load test, and the loopback-only guard.

const USAGE = `usage: npm run load -- [--url http://127.0.0.1:8787] [--tables 25] [--matches 4]
                     [--rate MOVES_PER_S [--duration 20]]
                     [--timeout 120] [--move-timeout 15] [--json FILE] [--deflate]
                     [--steady PGID:PORT]
  closed loop (default): every seat bids as soon as it may; each table plays --matches matches.
  open loop (--rate N):  N bids per second are offered across all tables for --duration seconds,
                         each seat bidding on a fixed schedule; latency counts from the scheduled time.
  --deflate: the sockets offer permessage-deflate, as a browser does (off by default: the server
             never compresses, but wrangler dev's proxy in front of it does when offered).
  --steady PGID:PORT: the steady-state move alone (load:compare passes its server's process group
             and port). Every table waits for all the others before asking for its next match, so
             all tables play match k at once; the server's workerd CPU (/proc) is read from the
             moment every table has 8 bids of match k answered to the moment one reaches 52 of its
             60: a window with no match start, end, results drain or rematch in it, at any table.
             Prints load.steady.* (the CPU per move in the windows, and their moves).`;

const DEFAULTS = { url: 'http://127.0.0.1:8787', tables: 25, matches: 4, rate: null, duration: 20, timeout: 120, moveTimeout: 15, json: null, deflate: false, steady: null };

/** A table holds at most this many matches (worker/table/reducer/rematch.ts MAX_MATCHES is 100); a margin below it. */
const MATCHES_PER_TABLE_MAX = 95;
/** Bids per match of a 4-seat Speedelster game (15 rounds × 4 seats). */
const BIDS_PER_MATCH = 60;
/** A socket may send 50 moves a second for long (worker/http/socket-limits.ts, burst 60). */
const SEAT_MOVES_PER_S_MAX = 50;

/** Parses argv into options; throws an Error with a readable message on bad input. */
export function parseArgs(argv) {
  const opts = { ...DEFAULTS };
  const number = (name, raw, min, max) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    return n;
  };
  let timeoutGiven = false;
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
      case '--rate': opts.rate = number('rate', value(), 1, 100_000); break;
      case '--duration': opts.duration = number('duration', value(), 1, 600); break;
      case '--timeout': opts.timeout = number('timeout', value(), 1, 3600); timeoutGiven = true; break;
      case '--move-timeout': opts.moveTimeout = number('move-timeout', value(), 1, 600); break;
      case '--json': opts.json = value(); break;
      case '--deflate': opts.deflate = true; break;
      case '--steady': {
        const m = /^(\d+):(\d+)$/.exec(value());
        if (!m) throw new Error('--steady needs PGID:PORT (the server\'s process group and port)');
        opts.steady = { pgid: Number(m[1]), port: Number(m[2]) };
        break;
      }
      case '-h': case '--help': console.log(USAGE); process.exit(0); break;
      default: throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  if (opts.steady && opts.rate !== null) throw new Error('--steady is for the closed loop (no --rate)');
  if (opts.rate !== null) {
    const perSeat = opts.rate / (4 * opts.tables);
    if (perSeat > SEAT_MOVES_PER_S_MAX) {
      throw new Error(`--rate ${opts.rate} over ${opts.tables} tables is ${perSeat.toFixed(1)} bids/s per seat, above a socket's limit of ${SEAT_MOVES_PER_S_MAX}: use more --tables`);
    }
    const matches = Math.ceil((opts.rate * opts.duration) / opts.tables / BIDS_PER_MATCH);
    if (matches > MATCHES_PER_TABLE_MAX) {
      throw new Error(`--rate ${opts.rate} for ${opts.duration} s needs ${matches} matches per table (a table holds ${MATCHES_PER_TABLE_MAX}): use more --tables or a shorter --duration`);
    }
    // The run ends after the offered window and the drain of what is still owed.
    if (!timeoutGiven) opts.timeout = Math.max(opts.timeout, opts.duration + 60);
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

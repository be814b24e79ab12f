// `npm start` runs fully locally, but wrangler still tries the network now and then (update check,
// the `request.cf` data) and, offline, prints a `getaddrinfo ENOTFOUND` stack trace that alarms a
// newcomer. This filter replaces such a trace by one line saying it is harmless; every other line
// passes through unchanged.

export const NETWORK_NOTE = '(wrangler could not reach the internet – harmless: Speedspiele runs fully locally.)';

/** Whether `line` belongs to a network-failure trace (the error line or its stack / fields). */
const traceStart = (line) => /getaddrinfo (ENOTFOUND|EAI_AGAIN)|ENOTFOUND|EAI_AGAIN/.test(line);
const traceBody = (line) => /^\s+at\s|^\s*\{\s*$|^\s*\}\s*$|^\s*\[?(errno|code|syscall|hostname|cause)\b|^\s*\[cause\]|^\s*$|^\s*Error:|^\s*TypeError: fetch failed/.test(line);

/** A line filter: call with each line, returns the lines to print (possibly none). */
export function networkTraceFilter() {
  let inTrace = false;
  let noted = false;
  return (line) => {
    if (traceStart(line)) {
      inTrace = true;
      if (noted) return [];
      noted = true;
      return [NETWORK_NOTE];
    }
    if (inTrace && traceBody(line)) return [];
    inTrace = false;
    return [line];
  };
}

import os from 'node:os';

/** The machine's load averages (1, 5 and 15 minutes), printed with each bench's figures. */
export function loadAverage({ digits = 2, separator = ' ' } = {}) {
  return os
    .loadavg()
    .map((value) => value.toFixed(digits))
    .join(separator);
}

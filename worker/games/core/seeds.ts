// The seed of one match at a table; rematches get their own deal. One-way (SHA-256, from the kept
// @noble/hashes library; synchronous, because the reducer cannot await crypto.subtle): a replay
// publishes its match seed, which must reveal neither the table's secret seed nor the deal of any
// other match at that table.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function matchSeed(tableSeed: string, matchNo: number): string {
  return bytesToHex(sha256(utf8ToBytes(`match|${tableSeed}|${matchNo}`)));
}

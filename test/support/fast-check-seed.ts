// Every property in `npm test` draws from one fixed fast-check seed, so a run is replayable and a
// red CI is never a roll of the dice: FC_SEED=<n> replays another seed (fast-check prints the
// seed and path of any failure). `npm run props -- --long` explores with a fresh seed it prints.
import fc from 'fast-check';

export const FC_DEFAULT_SEED = 20261201;
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : FC_DEFAULT_SEED;
if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer, got ${process.env.FC_SEED}`);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });

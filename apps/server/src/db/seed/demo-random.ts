// The demo data's generator: the same seed draws the same listings on every machine.
export { seededRandom as rng } from '@ncr/shared/random';

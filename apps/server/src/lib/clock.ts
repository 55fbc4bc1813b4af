/** Services take a clock so tests can pin "now". */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * Resolves on the event loop's next turn: long work cut into pieces lets the database's answers
 * in between, and a query just started has really been sent by then (the driver sends it on a
 * later tick, not when it is called).
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

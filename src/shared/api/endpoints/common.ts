// What several areas of the endpoint table share: the plain success of a route with nothing else to
// say, and the robot check sent with a sign-in.
import type { Challenge, Solution } from 'altcha-lib';

/** The robot check's challenge with the solution found for it; altcha-lib owns the shape. */
export type RobotCheckPayload = { challenge: Challenge; solution: Solution };

/** { ok: true }: mirrors the schema the routes write inline. */
export type Ok = { ok: true };

import { z } from 'zod';
import { anObject, messageAnswer, okAnswer } from './envelope.ts';

/* The answers of the auth module's routes (apps/server/src/modules/auth). */

/** `POST /api/login`: the session token and the signed-in user's profile, menu and permissions. */
export const loginAnswer = okAnswer({ token: z.string(), profile: anObject });
/** `POST /api/v1/auth/info`: the session as the web rebuilds it after a reload. */
export const sessionInfoAnswer = okAnswer({});
export const logoutAnswer = messageAnswer;
export const menuAnswer = okAnswer({ menu: z.unknown() });

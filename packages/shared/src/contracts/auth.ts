import { z } from 'zod';
import { messageAnswer, okAnswer } from './envelope.ts';
import { sessionCompany, sessionConfiguration, sessionMenu, sessionProfile } from './session.ts';

/* The answers of the auth module's routes (apps/server/src/modules/auth). */

/** `POST /api/login`: the session token and the signed-in user's profile, menu and permissions. */
export const loginAnswer = okAnswer({ token: z.string(), profile: sessionProfile });
/** `POST /api/v1/auth/info`: the session as the web rebuilds it after a reload. */
export const sessionInfoAnswer = okAnswer({ profile: sessionProfile, company: sessionCompany, menu: sessionMenu, configuration: sessionConfiguration });
export const logoutAnswer = messageAnswer;
export const menuAnswer = okAnswer({ menu: z.unknown() });

export type SessionInfoAnswer = z.output<typeof sessionInfoAnswer>;
/** A call answered with its message only (a password recovery, a registration sent, an activation, a removal). */
export type MessageAnswer = z.output<typeof messageAnswer>;

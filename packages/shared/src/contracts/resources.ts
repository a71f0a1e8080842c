import { z } from 'zod';
import { fileAnswer, messageAnswer, okAnswer } from './envelope.ts';

/*
 * The answers of the generic resource routes (DESIGN.md "API contract"), given the schema of one row of the
 * resource. The server derives each resource's row from its definition and its table (engine/row-schema.ts) and
 * builds these once per resource.
 */

/**
 * Up to how many matching rows a list counts exactly; past it the total is an estimate (`total_estimated`). A list
 * searched by a text it contains ("contains" search box or text filter) counts only up to SEARCH_COUNT_CAP: each
 * of its rows is found through a lossy trigram index and tested on the table, so counting to 10,000 of them cost
 * 40–90 ms at a million rows, where every other list counts from an index alone.
 */
export const EXACT_COUNT_CAP = 10_000;
export const SEARCH_COUNT_CAP = 1_000;

/** `POST .../list`, `GET ...?params=`: a page of rows and the total under it (an estimate past the exact cap). */
export const resourceListAnswer = <R extends z.ZodType>(row: R) => okAnswer({
  items: z.array(row),
  total: z.number(),
  /**
   * Present (true) when `total` was not counted to the end: PostgreSQL's estimate, never less than the cap + 1;
   * exactly the cap + 1 when the estimate said no more (the pager then says "más de 1.000").
   */
  total_estimated: z.literal(true).optional(),
});

/** `POST .../search`: the first rows a picker offers. */
export const resourceSearchAnswer = <R extends z.ZodType>(row: R) => okAnswer({ items: z.array(row) });

/** `GET .../:id`, `POST ...` (201), `PUT .../:id`: one row. */
export const resourceItemAnswer = <R extends z.ZodType>(row: R) => okAnswer({ item: row });

/** `POST .../:id` with `{ base64 }`: the stored image; with one field: the row. */
export const resourceImageAnswer = okAnswer({ image: z.string() });

export const resourceRemoveAnswer = messageAnswer;

export const resourceExportAnswer = fileAnswer;

/*
 * The same answers as the web reads them, for the row type its screen reads: the engine builds each resource's row
 * schema from its definition and table at start, so a screen that reads a generic route names the row's fields it
 * uses in the resource's contract (e.g. contracts/redeemable.ts) and reads the answer through these.
 */
export type ResourceListAnswer<Row> = z.output<ReturnType<typeof resourceListAnswer<z.ZodType<Row>>>>;
export type ResourceSearchAnswer<Row> = z.output<ReturnType<typeof resourceSearchAnswer<z.ZodType<Row>>>>;
export type ResourceItemAnswer<Row> = z.output<ReturnType<typeof resourceItemAnswer<z.ZodType<Row>>>>;
/** A row read whole without naming its fields (a record handed to react-admin's fields as it is). */
export type ResourceRow = { id: number } & Record<string, unknown>;

/** A record a picker offers (`POST .../search` of users, sellers, products...). */
export type PickedRecord = { id: number; name: string; codeuser?: string | null; username?: string | null };
/** A company the platform's switcher offers (`POST .../company/list`). */
export type CompanyChoiceRow = { id: number; name: string; slug: string; is_root: boolean; active: boolean };
/** An active default response of the support desk's picker (`POST .../support_ticket_response_defaul/search`). */
export type DefaultResponseRow = { id: number; name: string; response: string };

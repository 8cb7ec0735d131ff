// The HTTP API of docs/web.md. Tokens only ever travel in an Authorization header.

import type { Catalog, GameSummary, Rules, StateFrame } from "./common";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: { Accept: "application/json", ...(init?.headers ?? {}) },
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const err = (body as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      response.status,
      err?.code ?? "http_error",
      err?.message ?? `${response.status} ${response.statusText}`,
    );
  }
  return body as T;
}

export function getCatalog(): Promise<Catalog> {
  return request<Catalog>("/api/catalog");
}

export interface SeatRequest {
  kind: "human" | "bot";
  name?: string;
  bot?: string;
  /** This browser's player takes this seat (docs/web.md, "Players"). */
  me?: boolean;
}

export interface CreateRequest {
  game: string;
  players: number;
  options: Record<string, unknown>;
  seats: SeatRequest[];
  settings?: Record<string, unknown>;
  seed?: number;
}

export interface CreatedSeat {
  seat: number;
  token: string;
  invite: string;
  /** The whole link, from the address the request used. */
  url?: string;
}

export interface CreateResponse {
  game: GameSummary;
  seats: CreatedSeat[];
}

export function createGame(body: CreateRequest): Promise<CreateResponse> {
  return request<CreateResponse>("/api/games", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

// "damaged": a stored game that does not replay, which the server does not serve.
export type GameStatus = "open" | "active" | "finished" | "damaged";

export async function listGames(status: GameStatus): Promise<GameSummary[]> {
  const body = await request<{ games: GameSummary[] }>(`/api/games?status=${status}`);
  return body.games;
}

export function getGame(id: string): Promise<GameSummary> {
  return request<GameSummary>(`/api/games/${encodeURIComponent(id)}`);
}

export function getState(id: string, token?: string | null): Promise<StateFrame> {
  return request<StateFrame>(`/api/games/${encodeURIComponent(id)}/state`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

export function getReplayInfo(id: string): Promise<{ record: unknown; steps: number }> {
  return request(`/api/games/${encodeURIComponent(id)}/replay`);
}

export function getReplayStep(id: string, k: number): Promise<StateFrame> {
  return request<StateFrame>(`/api/games/${encodeURIComponent(id)}/replay/${k}`);
}

/** `GET /api/rules/{game}` in language `lang`, or null when the server does not offer it
 * (404). */
export async function fetchRules(game: string, lang: string): Promise<Rules | null> {
  try {
    const rules = await request<Rules>(`/api/rules/${encodeURIComponent(game)}?lang=${encodeURIComponent(lang)}`);
    return rules && typeof rules.items === "object" ? rules : null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

// ------------------------------------------------------------------ players
// The browser's player identity lives in an HttpOnly cookie that fetch sends by itself
// (same origin); nothing here ever sees its secret.

export interface Me {
  name: string;
  username: string | null;
}

export interface MyGame extends GameSummary {
  my_seat: number;
  my_turn: boolean;
}

export interface MySeat {
  seat: number | null;
  creator: boolean;
  invites: { seat: number; invite: string; url: string }[];
}

function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  return request<T>(path, {
    method,
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export function getMe(): Promise<Me> {
  return request<Me>("/api/me");
}

export function renameMe(name: string): Promise<Me> {
  return send<Me>("PATCH", "/api/me", { name });
}

export function myGames(): Promise<{ games: MyGame[]; my_turn: number }> {
  return request("/api/me/games");
}

export function mySeat(id: string): Promise<MySeat> {
  return request<MySeat>(`/api/games/${encodeURIComponent(id)}/me`);
}

export function takeSeat(id: string, seat: number): Promise<{ seat: number; token: string }> {
  return send("POST", `/api/games/${encodeURIComponent(id)}/seats/${seat}/take`);
}

export function register(username: string, password: string): Promise<Me> {
  return send<Me>("POST", "/api/account/register", { username, password });
}

export function login(username: string, password: string): Promise<Me> {
  return send<Me>("POST", "/api/account/login", { username, password });
}

export function logout(): Promise<unknown> {
  return send("POST", "/api/account/logout");
}

export function changePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return send("POST", "/api/account/password", { old_password: oldPassword, new_password: newPassword });
}

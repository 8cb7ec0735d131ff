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

/** `GET /api/rules/{game}`, or null when the server does not offer it (404). */
export async function fetchRules(game: string): Promise<Rules | null> {
  try {
    const rules = await request<Rules>(`/api/rules/${encodeURIComponent(game)}`);
    return rules && typeof rules.items === "object" ? rules : null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/* Puerto Rico's observation in C: the optional fast path of observers/puerto_rico.py,
 * base game and expansions.
 *
 * `fill` writes the raw values in exactly the order of PuertoRicoObserver._gather (one
 * byte each) for the observer's configuration (its _native_config: which expansions are
 * played, as bits) and returns the same variant (the seat, or the seat + players once the
 * game is over); the shared `tensor` and `floats` put them in layout order. Python stays
 * the reference: whenever a value falls outside what this code expects (a count above
 * 255, an index out of range, a missing attribute, a list of another length), the
 * functions return None and the caller takes the Python path, which gives the same result
 * or raises the same error as without this module. tests/rl/test_native_observer.py
 * compares both paths on every state of random games. Built by tradewinds/rl/native.py.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

/* The configuration bits (puerto_rico.py's _native_config). */
#define EXPANDED 1
#define NEW_BUILDINGS 2
#define NOBLES 4
#define BUCCANEER 8
#define FESTIVAL 16

/* The game's constants, from puerto_rico.py's NATIVE_CONSTANTS (configure), in its order. */
enum {
    C_NUM_COUNTS, C_FIRST_COUNT, C_NUM_GOODS, C_HOUSE_SPACES, C_DRAFT_COSTS, C_ROLE_NAMES,
    C_ROLES, /* 4 entries: the role cards by player count (without the buccaneer's) */
    C_SHIPS = C_ROLES + 4, /* 4 entries: the ships by player count */
    C_LAYOUTS = C_SHIPS + 4, /* base game, then expansions: LAYOUT entries each */
    ENGINE_PHASES = 27, /* the engine's decisions (configure refuses another count) */
    LAYOUT = 6 + ENGINE_PHASES,
    NUM_CONSTANTS = C_LAYOUTS + 2 * LAYOUT
};
/* A layout's entries: the decisions observed, the engine's game-over decision, a seat's
 * stride on the board, its first building entry, its building entries, the building
 * kinds observed; then each engine decision's place among those observed (-1: never). */
enum { L_PHASES, L_OVER, L_STRIDE, L_BUILDINGS_AT, L_BOARD_BUILDINGS, L_NK, L_POSITION };
static long K[NUM_CONSTANTS];
static int configured = 0;

static PyObject *A_phase, *A_actor, *A_governor, *A_chooser, *A_round, *A_turn,
    *A_role_owner, *A_role_money, *A_colonist_supply, *A_colonist_ship, *A_vp_supply,
    *A_goods_supply, *A_quarries, *A_face_up, *A_stack, *A_discard, *A_trading_house,
    *A_ship_good, *A_ship_load, *A_building_supply, *A_end_triggers, *A_in_game,
    *A_draft_free, *A_noble_supply, *A_noble_ship, *A_kidnapped, *A_kidnapper,
    *A_kidnap_play, *A_fest_tile, *A_fest_tile_by, *A_fest_goods, *A_fest_goods_by,
    *A_fest_building, *A_fest_building_by, *A_step, *A_pick, *A_placed, *A_produced,
    *A_wharf_used, *A_captain_loaded, *A_idle, *A_warehouse_left, *A_free_circles,
    *A_pending_tile, *A_pending_seen, *A_role, *A_acting, *A_second_pick, *A_extra_left,
    *A_land_used, *A_bm_building, *A_bm_short, *A_bm_used, *A_small_wharf_used,
    *A_royal_seen, *A_exchange_left, *A_exchange_kinds, *A_load_good, *A_load_ship,
    *A_keep_left, *A_raid_left, *A_noble_taker, *A_piece, *A_pending_goods, *A_kept,
    *A_board, *A_token;

#include "_native_common.h"

/* The low k bits of v, lowest first (_BITS3, _GOODS_BITS). */
static void bits(W *w, long v, long k) {
    if (!room(w, k)) return;
    for (long i = 0; i < k; i++) *w->p++ = (unsigned char)(v >> i & 1);
}

/* relative_bits(n)[seat][mask & all seats]: the seats' bits from the observer on. */
static void seat_bits(W *w, long n, long seat, long mask) {
    if (!room(w, n)) return;
    for (long i = 0; i < n; i++) *w->p++ = (unsigned char)(mask >> ((seat + i) % n) & 1);
}

/* An attribute's truth (pending_seen), -1 on error. */
static int truth(W *w, PyObject *name) {
    if (w->bad) return 0;
    PyObject *o = attr(w->state, name);
    int t = o == NULL ? -1 : PyObject_IsTrue(o);
    Py_XDECREF(o);
    if (t < 0) w->bad = 1;
    return t;
}

/* The sum of a list of ints (the plantation stack). */
static long total(W *w, PyObject *name) {
    PyObject *list = get_list(w, name);
    if (list == NULL) return 0;
    long sum = 0;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list) && !w->bad; i++) {
        long v = item(w, list, i);
        if (v < 0 || v > 255) w->bad = 1; /* keeps the sum small; Python handles the rest */
        sum += v;
    }
    Py_DECREF(list);
    return sum;
}

/* The seats: their board slices without the building entries, a 0 before them (what a
 * hidden entry reads), then each seat's buildings as owned flags and pieces. */
static void seats(W *w, long n, const long *lay) {
    PyObject *b = get_list(w, A_board);
    if (b == NULL) return;
    long stride = lay[L_STRIDE], at = lay[L_BUILDINGS_AT], nk = lay[L_NK];
    long after = at + lay[L_BOARD_BUILDINGS];
    if (PyList_GET_SIZE(b) < n * stride || nk > lay[L_BOARD_BUILDINGS]) w->bad = 1;
    value(w, 0);
    for (long base = 0; base < n * stride && !w->bad; base += stride) {
        for (long i = base; i < base + at; i++) value(w, item(w, b, i));
        for (long i = base + after; i < base + stride; i++) value(w, item(w, b, i));
    }
    for (long p = 0; p < n && !w->bad; p++) {
        if (!room(w, 2 * nk)) break;
        for (long k = 0; k < nk; k++) {
            /* -1: not owned; 0..6: the pieces on it (_OWNED, _PIECES) */
            long entry = item(w, b, p * stride + at + k);
            if (entry < -1 || entry > 6) w->bad = 1;
            w->p[k] = entry >= 0;
            w->p[nk + k] = (unsigned char)(entry > 0 ? entry : 0);
        }
        w->p += 2 * nk;
    }
    Py_DECREF(b);
}

/* PuertoRicoObserver._gather, line for line. Returns the number of values written, or -1
 * for the Python path. */
static long fill(PyObject *s, long n, long seat, long config, unsigned char *buf,
                 long *variant) {
    W w = {buf, buf + RAW_MAX, s, 0};
    long first = K[C_FIRST_COUNT];
    if (!configured || n < first || n >= first + K[C_NUM_COUNTS] || seat < 0 || seat >= n ||
        config < 0 || config > 31 || (config > 1 && !(config & EXPANDED)))
        return -1;
    int expanded = config & EXPANDED;
    const long *lay = K + C_LAYOUTS + (expanded ? LAYOUT : 0);
    long goods = K[C_NUM_GOODS], nk = lay[L_NK];
    long cards = K[C_ROLES + n - first] + (config & BUCCANEER ? 1 : 0);
    long ships = K[C_SHIPS + n - first];
    onehot(&w, K[C_NUM_COUNTS], n - first);
    long phase = get_int(&w, A_phase);
    int over = phase == lay[L_OVER];
    long actor = get_int(&w, A_actor);
    seat_onehot(&w, n, seat, over ? -1 : actor);
    onehot(&w, lay[L_PHASES], 0 <= phase && phase < ENGINE_PHASES ? lay[L_POSITION + phase] : -2);
    seat_onehot(&w, n, seat, get_int(&w, A_governor));
    long chooser = get_int(&w, A_chooser);
    seat_onehot(&w, n, seat, over ? -1 : chooser);
    value(&w, get_int(&w, A_round));
    value(&w, get_int(&w, A_turn));
    PyObject *owner = get_list(&w, A_role_owner), *money = get_list(&w, A_role_money);
    if (owner != NULL && money != NULL) {
        for (long c = 0; c < cards && !w.bad; c++) {
            value(&w, item(&w, money, c));
            seat_onehot(&w, n, seat, item(&w, owner, c));
        }
    }
    Py_XDECREF(owner);
    Py_XDECREF(money);
    value(&w, get_int(&w, A_colonist_supply));
    value(&w, get_int(&w, A_colonist_ship));
    long vp = get_int(&w, A_vp_supply);
    value(&w, vp > 0 ? vp : 0);
    copy(&w, A_goods_supply, 0, -1);
    value(&w, get_int(&w, A_quarries));
    copy(&w, A_face_up, 0, -1);
    value(&w, total(&w, A_stack));
    copy(&w, A_discard, 0, -1);
    PyObject *list = get_list(&w, A_trading_house);
    if (list == NULL) goto python;
    for (long space = 0; space < K[C_HOUSE_SPACES]; space++)
        onehot(&w, goods, space < PyList_GET_SIZE(list) ? item(&w, list, space) : -1);
    Py_DECREF(list);
    PyObject *good = get_list(&w, A_ship_good), *load = get_list(&w, A_ship_load);
    if (good != NULL && load != NULL) {
        for (long ship = 0; ship < ships && !w.bad; ship++) {
            onehot(&w, goods, item(&w, good, ship));
            value(&w, item(&w, load, ship));
        }
    }
    Py_XDECREF(good);
    Py_XDECREF(load);
    copy(&w, A_building_supply, 0, nk);
    bits(&w, get_int(&w, A_end_triggers), 3);
    if (expanded) copy(&w, A_in_game, 0, nk);
    if (config & NEW_BUILDINGS) copy(&w, A_draft_free, 0, -1);
    if (expanded) {
        value(&w, get_int(&w, A_noble_supply));
        value(&w, get_int(&w, A_noble_ship));
        long kidnapped = get_int(&w, A_kidnapped);
        onehot(&w, cards, 0 <= kidnapped && kidnapped < cards ? kidnapped : -1);
        seat_onehot(&w, n, seat, get_int(&w, A_kidnapper));
        value(&w, get_int(&w, A_kidnap_play));
    }
    if (config & FESTIVAL) {
        onehot(&w, goods, get_int(&w, A_fest_tile));
        seat_onehot(&w, n, seat, get_int(&w, A_fest_tile_by));
        copy(&w, A_fest_goods, 0, -1);
        seat_onehot(&w, n, seat, get_int(&w, A_fest_goods_by));
        onehot(&w, nk, get_int(&w, A_fest_building));
        seat_onehot(&w, n, seat, get_int(&w, A_fest_building_by));
    }
    value(&w, get_int(&w, A_step));
    value(&w, get_int(&w, A_pick) + 1);
    value(&w, get_int(&w, A_placed));
    value(&w, get_int(&w, A_produced));
    seat_bits(&w, n, seat, get_int(&w, A_wharf_used));
    value(&w, get_int(&w, A_captain_loaded));
    value(&w, get_int(&w, A_idle));
    value(&w, get_int(&w, A_warehouse_left));
    value(&w, get_int(&w, A_free_circles));
    if (expanded) {
        long tile = get_int(&w, A_pending_tile);
        value(&w, tile >= 0);
        if (truth(&w, A_pending_seen) || actor == seat) onehot(&w, goods, tile);
        else zeros(&w, goods);
        long role = get_int(&w, A_role);
        onehot(&w, K[C_ROLE_NAMES], 0 <= role && role < K[C_ROLE_NAMES] ? role : -1);
        value(&w, get_int(&w, A_acting));
        value(&w, get_int(&w, A_second_pick));
        value(&w, get_int(&w, A_extra_left));
        seat_bits(&w, n, seat, get_int(&w, A_land_used));
        onehot(&w, nk, get_int(&w, A_bm_building));
        value(&w, get_int(&w, A_bm_short));
        bits(&w, get_int(&w, A_bm_used), 3);
        seat_bits(&w, n, seat, get_int(&w, A_small_wharf_used));
        seat_bits(&w, n, seat, get_int(&w, A_royal_seen));
        value(&w, get_int(&w, A_exchange_left));
        bits(&w, get_int(&w, A_exchange_kinds), goods);
        onehot(&w, goods, get_int(&w, A_load_good));
        value(&w, get_int(&w, A_load_ship) + 1);
        value(&w, get_int(&w, A_keep_left));
        value(&w, get_int(&w, A_raid_left));
        seat_onehot(&w, n, seat, get_int(&w, A_noble_taker));
        value(&w, get_int(&w, A_piece));
        copy(&w, A_pending_goods, 0, -1);
        copy(&w, A_kept, 0, -1);
    }
    seats(&w, n, lay);
    if (expanded) {
        long token = get_int(&w, A_token);
        onehot(&w, n, 0 <= token && token < n ? token : -1);
    }
    *variant = over ? seat + n : seat;
    if (!w.bad) return (long)(w.p - buf);
python:
    PyErr_Clear(); /* the Python path raises its own error, if any */
    return -1;
}

static PyObject *configure(PyObject *self, PyObject *args) {
    if (PyTuple_GET_SIZE(args) != NUM_CONSTANTS) {
        PyErr_SetString(PyExc_TypeError, "configure: wrong number of constants");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < NUM_CONSTANTS; i++) {
        K[i] = PyLong_AsLong(PyTuple_GET_ITEM(args, i));
        if (K[i] == -1 && PyErr_Occurred()) return NULL;
    }
    configured = K[C_NUM_COUNTS] == 4 && K[C_FIRST_COUNT] > 0 && K[C_NUM_GOODS] > 0;
    for (int e = 0; e < 2; e++) {
        const long *lay = K + C_LAYOUTS + LAYOUT * e;
        configured = configured && lay[L_NK] > 0 && lay[L_NK] <= lay[L_BOARD_BUILDINGS] &&
                     lay[L_BUILDINGS_AT] + lay[L_BOARD_BUILDINGS] <= lay[L_STRIDE];
    }
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"configure", configure, METH_VARARGS, "Set the game's constants."},
    {"tensor", (PyCFunction)(void (*)(void))tensor, METH_FASTCALL, "The float32 bytes."},
    {"floats", (PyCFunction)(void (*)(void))floats, METH_FASTCALL, "The list of floats."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_puerto_rico_native", "Puerto Rico's observation in C.", -1,
    methods, NULL, NULL, NULL, NULL,
};

#define NAME(x) \
    if ((A_##x = PyUnicode_InternFromString(#x)) == NULL) return NULL

PyMODINIT_FUNC PyInit__puerto_rico_native(void) {
    NAME(phase); NAME(actor); NAME(governor); NAME(chooser); NAME(round); NAME(turn);
    NAME(role_owner); NAME(role_money); NAME(colonist_supply); NAME(colonist_ship);
    NAME(vp_supply); NAME(goods_supply); NAME(quarries); NAME(face_up); NAME(stack);
    NAME(discard); NAME(trading_house); NAME(ship_good); NAME(ship_load);
    NAME(building_supply); NAME(end_triggers); NAME(in_game); NAME(draft_free);
    NAME(noble_supply); NAME(noble_ship); NAME(kidnapped); NAME(kidnapper);
    NAME(kidnap_play); NAME(fest_tile); NAME(fest_tile_by); NAME(fest_goods);
    NAME(fest_goods_by); NAME(fest_building); NAME(fest_building_by); NAME(step);
    NAME(pick); NAME(placed); NAME(produced); NAME(wharf_used); NAME(captain_loaded);
    NAME(idle); NAME(warehouse_left); NAME(free_circles); NAME(pending_tile);
    NAME(pending_seen); NAME(role); NAME(acting); NAME(second_pick); NAME(extra_left);
    NAME(land_used); NAME(bm_building); NAME(bm_short); NAME(bm_used);
    NAME(small_wharf_used); NAME(royal_seen); NAME(exchange_left); NAME(exchange_kinds);
    NAME(load_good); NAME(load_ship); NAME(keep_left); NAME(raid_left); NAME(noble_taker);
    NAME(piece); NAME(pending_goods); NAME(kept); NAME(board); NAME(token);
    return PyModule_Create(&module);
}

/* San Juan's observation in C: the optional fast path of observers/san_juan.py.
 *
 * `fill` writes the raw values in exactly the order of SanJuanObserver._gather (one byte
 * each); `tensor` and `floats` then put them in layout order (the observer's precomputed
 * order for the seat) and apply the divisors, as Observer.tensor and Observer.floats do.
 * Python stays the reference: whenever a value falls outside what this code expects
 * (a count above 255, an index out of range, a missing attribute, a list of another
 * length), the functions return None and the caller takes the Python path, which gives
 * the same result or raises the same error as without this module.
 * tests/rl/test_native_observer.py compares both paths on sampled states.
 * Built by tradewinds/rl/native.py (the build hook of hatch_build.py, or
 * `python -m tradewinds.rl.native`).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>


/* The game's constants, from san_juan.py (configure), so that they live in one place. */
static long NK, NUM_ROLES, NUM_TILES, NUM_PHASES, PH_OVER, PH_PRODUCE, PH_SELL, PH_KEEP,
    TRADER, NUM_COUNTS;
static int configured = 0;

static PyObject *A_phase, *A_actor, *A_governor, *A_role, *A_round, *A_turn, *A_chooser,
    *A_lib, *A_role_owner, *A_deck, *A_discard_size, *A_trades, *A_tiles, *A_building,
    *A_cover, *A_due, *A_bm, *A_count, *A_allowance, *A_left, *A_revealed, *A_drawn,
    *A_ended, *A_seen, *A_hands, *A_chapel, *A_hand_size, *A_known, *A_city, *A_city_size,
    *A_goods, *A_chapel_size, *A_covered, *A_lib_used;

#include "_native_common.h"

/* Counts of the card kinds in a list of cards (NK entries). */
static void card_counts(W *w, PyObject *cards) {
    if (!room(w, NK)) return;
    memset(w->p, 0, (size_t)NK);
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(cards); i++) {
        long card = item(w, cards, i);
        if (w->bad || card < 0 || card >= NK || w->p[card] == 255) {
            w->bad = 1;
            return;
        }
        w->p[card] += 1;
    }
    w->p += NK;
}

/* SanJuanObserver._gather, line for line. Returns the number of values written, or -1
 * for the Python path. */
static long fill(PyObject *s, long n, long seat, long config, unsigned char *buf,
                 long *variant) {
    *variant = seat; /* one layout: no configuration, one order per seat */
    if (config != 0) return -1;
    W w = {buf, buf + RAW_MAX, s, 0};
    if (!configured || n < 2 || n > 4 || seat < 0 || seat >= n) return -1;
    onehot(&w, NUM_COUNTS, n - 2); /* PLAYER_COUNTS = (2, 3, 4) */
    long phase = get_int(&w, A_phase);
    long actor = get_int(&w, A_actor);
    int over = phase == PH_OVER;
    seat_onehot(&w, n, seat, over ? -1 : actor);
    onehot(&w, NUM_PHASES, phase);
    seat_onehot(&w, n, seat, get_int(&w, A_governor));
    long role = get_int(&w, A_role);
    value(&w, get_int(&w, A_round));
    value(&w, get_int(&w, A_turn));
    if (role >= 0) {
        onehot(&w, NUM_ROLES, role);
        seat_onehot(&w, n, seat, get_int(&w, A_chooser));
        value(&w, get_int(&w, A_lib));
    } else {
        zeros(&w, NUM_ROLES + n + 1);
    }
    PyObject *list = get_list(&w, A_role_owner);
    if (list != NULL) {
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list) && !w.bad; i++)
            seat_onehot(&w, n, seat, item(&w, list, i));
        Py_DECREF(list);
    }
    list = get_list(&w, A_deck);
    if (list != NULL) {
        value(&w, (long)PyList_GET_SIZE(list));
        Py_DECREF(list);
    }
    value(&w, get_int(&w, A_discard_size));
    long trades = get_int(&w, A_trades);
    list = get_list(&w, A_tiles);
    if (list == NULL) goto python;
    if (trades < 0) w.bad = 1;
    /* current_tile(): the tile of the current (or last) trader phase, -1 before any. */
    if (role == TRADER)
        onehot(&w, NUM_TILES, trades ? item(&w, list, (trades - 1) % NUM_TILES) : -1);
    else
        zeros(&w, NUM_TILES);
    if (room(&w, NUM_TILES)) {
        memset(w.p, 0, (size_t)NUM_TILES);
        for (Py_ssize_t i = 0; i < trades && i < PyList_GET_SIZE(list) && !w.bad; i++) {
            long tile = item(&w, list, i);
            if (tile < 0 || tile >= NUM_TILES) w.bad = 1;
            else w.p[tile] = 1;
        }
        w.p += NUM_TILES;
    }
    onehot(&w, NUM_TILES, trades >= NUM_TILES ? item(&w, list, trades % NUM_TILES) : -1);
    Py_DECREF(list);
    if (get_int(&w, A_building) >= 0) {
        onehot(&w, NK, get_int(&w, A_building));
        onehot(&w, NK, get_int(&w, A_cover));
        value(&w, get_int(&w, A_due));
        value(&w, get_int(&w, A_bm));
        value(&w, get_int(&w, A_count));
    } else {
        zeros(&w, 2 * NK + 3);
    }
    if (phase == PH_PRODUCE || phase == PH_SELL) {
        value(&w, get_int(&w, A_allowance));
        value(&w, get_int(&w, A_count));
    } else {
        zeros(&w, 2);
    }
    value(&w, get_int(&w, A_left));
    list = get_list(&w, A_revealed);
    if (list == NULL) goto python;
    card_counts(&w, list);
    Py_DECREF(list);
    list = get_list(&w, A_drawn);
    if (list == NULL) goto python;
    value(&w, (long)PyList_GET_SIZE(list));
    if (phase == PH_KEEP && actor == seat) card_counts(&w, list);
    else zeros(&w, NK);
    Py_DECREF(list);
    PyObject *ended = attr(s, A_ended);
    int truth = ended == NULL ? -1 : PyObject_IsTrue(ended);
    Py_XDECREF(ended);
    if (truth < 0) goto python;
    value(&w, truth);
    copy(&w, A_seen, seat * NK, NK);
    copy(&w, A_hands, seat * NK, NK);
    copy(&w, A_chapel, seat * NK, NK);
    /* The seats' fields, each for seats 0, 1... (the order rotates them). */
    copy(&w, A_hand_size, 0, -1);
    copy(&w, A_known, 0, -1);
    copy(&w, A_city, 0, -1);
    copy(&w, A_city_size, 0, -1);
    copy(&w, A_goods, 0, -1);
    if (over) {
        copy(&w, A_chapel_size, 0, -1);
    } else { /* only the observer's own Chapel is known before the end */
        list = get_list(&w, A_chapel_size);
        if (list == NULL) goto python;
        long own = item(&w, list, seat);
        Py_DECREF(list);
        for (long p = 0; p < n; p++) value(&w, p == seat ? own : 0);
    }
    copy(&w, A_covered, 0, -1);
    long used = get_int(&w, A_lib_used);
    for (long p = 0; p < n; p++) value(&w, used >> p & 1);
    if (!w.bad) return (long)(w.p - buf);
python:
    PyErr_Clear(); /* the Python path raises its own error, if any */
    return -1;
}

static PyObject *configure(PyObject *self, PyObject *args) {
    if (!PyArg_ParseTuple(args, "llllllllll", &NK, &NUM_ROLES, &NUM_TILES, &NUM_PHASES,
                          &PH_OVER, &PH_PRODUCE, &PH_SELL, &PH_KEEP, &TRADER, &NUM_COUNTS))
        return NULL;
    configured = NK > 0 && NK <= 255 && NUM_ROLES > 0 && NUM_TILES > 0 && NUM_PHASES > 0;
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"configure", configure, METH_VARARGS, "Set the game's constants."},
    {"tensor", (PyCFunction)(void (*)(void))tensor, METH_FASTCALL, "The float32 bytes."},
    {"floats", (PyCFunction)(void (*)(void))floats, METH_FASTCALL, "The list of floats."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_san_juan_native", "San Juan's observation in C.", -1, methods,
    NULL, NULL, NULL, NULL,
};

#define NAME(x) \
    if ((A_##x = PyUnicode_InternFromString(#x)) == NULL) return NULL

PyMODINIT_FUNC PyInit__san_juan_native(void) {
    NAME(phase); NAME(actor); NAME(governor); NAME(role); NAME(round); NAME(turn);
    NAME(chooser); NAME(lib); NAME(role_owner); NAME(deck); NAME(discard_size);
    NAME(trades); NAME(tiles); NAME(building); NAME(cover); NAME(due); NAME(bm);
    NAME(count); NAME(allowance); NAME(left); NAME(revealed); NAME(drawn); NAME(ended);
    NAME(seen); NAME(hands); NAME(chapel); NAME(hand_size); NAME(known); NAME(city);
    NAME(city_size); NAME(goods); NAME(chapel_size); NAME(covered); NAME(lib_used);
    return PyModule_Create(&module);
}

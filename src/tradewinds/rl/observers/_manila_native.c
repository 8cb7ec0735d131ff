/* Manila's observation in C: the optional fast path of observers/manila.py.
 *
 * `fill` writes the raw values in exactly the order of ManilaObserver._gather; the shared
 * `tensor` and `floats` (_native_common.h) do the rest. As in _san_juan_native.c, the
 * Python observer stays the reference: anything unusual (a count above 255, an index out
 * of range...) makes these functions return None and the caller takes the Python path.
 * tests/rl/test_native_observer.py compares both paths on sampled states.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

/* The game's constants, from manila.py (configure). */
static long NUM_PHASES, PH_BID, PH_PLACE, PH_OVER, NUM_PRICES, NUM_GOODS, NUM_BERTHS, MANILA,
    CAPTAIN, SECOND, FIRST_COUNT, NUM_COUNTS;
#define MAX_SPACES 64
static long seat_spaces[8][MAX_SPACES]; /* SEATS[g]: the boat spaces of good g */
static long seat_count[8];
static long other_spaces[MAX_SPACES], other_count; /* OTHER_SPACES */
static long boat_spaces[MAX_SPACES], boat_count;   /* the boat spaces, `protected`'s one-hot */
static int configured = 0;

static PyObject *A_phase, *A_actor, *A_voyage, *A_hm, *A_prev_hm, *A_opener, *A_high_bid,
    *A_high_bidder, *A_passed, *A_price, *A_supply, *A_ashore, *A_occ, *A_pos, *A_berth,
    *A_plundered, *A_dice, *A_step, *A_moves, *A_turn, *A_free, *A_board_from,
    *A_board_stage, *A_protected, *A_pilot_first, *A_pending, *A_harbor_used,
    *A_shipyard_used, *A_held, *A_mort, *A_cash, *A_left, *A_bought;

#include "_native_common.h"

/* ManilaObserver._gather, line for line. */
static long fill(PyObject *s, long n, long seat, long config, unsigned char *buf,
                 long *variant) {
    *variant = seat; /* one layout: no configuration, one order per seat */
    if (config != 0) return -1;
    W w = {buf, buf + RAW_MAX, s, 0};
    PyObject *list = NULL, *held = NULL, *mort = NULL;
    if (!configured || n < FIRST_COUNT || n >= FIRST_COUNT + NUM_COUNTS || seat < 0 ||
        seat >= n || n * NUM_GOODS > RAW_MAX)
        return -1;
    onehot(&w, NUM_COUNTS, n - FIRST_COUNT);
    long phase = get_int(&w, A_phase);
    int over = phase == PH_OVER;
    seat_onehot(&w, n, seat, over ? -1 : get_int(&w, A_actor));
    onehot(&w, NUM_PHASES, phase);
    value(&w, get_int(&w, A_voyage));
    seat_onehot(&w, n, seat, get_int(&w, A_hm));
    seat_onehot(&w, n, seat, get_int(&w, A_prev_hm));
    seat_onehot(&w, n, seat, get_int(&w, A_opener));
    value(&w, get_int(&w, A_high_bid));
    seat_onehot(&w, n, seat, get_int(&w, A_high_bidder));
    if (phase == PH_BID || phase == PH_PLACE) { /* relative_bits: from the observer on */
        long passed = get_int(&w, A_passed) & ((1L << n) - 1);
        for (long i = 0; i < n; i++) value(&w, passed >> ((seat + i) % n) & 1);
    } else {
        zeros(&w, n);
    }
    if ((list = get_list(&w, A_price)) == NULL) goto python;
    for (long g = 0; g < NUM_GOODS; g++) onehot(&w, NUM_PRICES, item(&w, list, g));
    Py_CLEAR(list);
    copy(&w, A_supply, 0, -1);
    long ashore = get_int(&w, A_ashore);
    onehot(&w, NUM_GOODS, ashore);
    PyObject *occ = get_list(&w, A_occ);
    PyObject *pos = get_list(&w, A_pos);
    PyObject *berth = get_list(&w, A_berth);
    PyObject *dice = get_list(&w, A_dice);
    long plundered = get_int(&w, A_plundered);
    int loaded = ashore >= 0;
    for (long g = 0; g < NUM_GOODS && !w.bad; g++) {
        long at = loaded && g != ashore ? item(&w, pos, g) : -1;
        if (at >= 0) {
            value(&w, (at < MANILA ? at : MANILA) + 1);
            value(&w, at >= MANILA ? 1 : 0);
        } else {
            zeros(&w, 2);
        }
        onehot(&w, NUM_BERTHS, item(&w, berth, g));
        value(&w, plundered >> g & 1);
        value(&w, item(&w, dice, g));
        for (long k = 0; k < seat_count[g]; k++)
            seat_onehot(&w, n, seat, item(&w, occ, seat_spaces[g][k]));
    }
    for (long k = 0; k < other_count && !w.bad; k++)
        seat_onehot(&w, n, seat, item(&w, occ, other_spaces[k]));
    Py_XDECREF(occ);
    Py_XDECREF(pos);
    Py_XDECREF(berth);
    Py_XDECREF(dice);
    if (w.bad) goto python;
    value(&w, get_int(&w, A_step));
    value(&w, loaded ? get_int(&w, A_moves) : 0);
    value(&w, get_int(&w, A_turn));
    long free_ = get_int(&w, A_free);
    value(&w, free_ & 1);
    value(&w, free_ >> 1 & 1);
    long board_from = get_int(&w, A_board_from);
    value(&w, board_from == CAPTAIN);
    value(&w, board_from == SECOND);
    value(&w, get_int(&w, A_board_stage));
    /* `protected`: the boat space the pirate captain boarded (-1: none). */
    long protected_ = get_int(&w, A_protected), index = -1;
    for (long k = 0; k < boat_count; k++)
        if (boat_spaces[k] == protected_) index = k;
    if (protected_ != -1 && index < 0) goto python;
    onehot(&w, boat_count, index);
    onehot(&w, NUM_GOODS, get_int(&w, A_pilot_first));
    onehot(&w, NUM_GOODS, get_int(&w, A_pending));
    value(&w, get_int(&w, A_harbor_used));
    value(&w, get_int(&w, A_shipyard_used));
    /* The seats' fields, each for seats 0, 1... (the order rotates them). */
    if ((held = get_list(&w, A_held)) == NULL || (mort = get_list(&w, A_mort)) == NULL)
        goto python;
    Py_ssize_t shares = PyList_GET_SIZE(held) < PyList_GET_SIZE(mort) ? PyList_GET_SIZE(held)
                                                                      : PyList_GET_SIZE(mort);
    copy(&w, A_cash, 0, -1);
    copy(&w, A_left, 0, -1);
    for (Py_ssize_t at = 0; at + NUM_GOODS <= shares; at += NUM_GOODS) { /* share counts */
        long sum = 0;
        for (long g = 0; g < NUM_GOODS; g++) sum += item(&w, held, at + g) + item(&w, mort, at + g);
        value(&w, sum);
    }
    for (Py_ssize_t at = 0; at + NUM_GOODS <= PyList_GET_SIZE(mort); at += NUM_GOODS) {
        long sum = 0;
        for (long g = 0; g < NUM_GOODS; g++) sum += item(&w, mort, at + g);
        value(&w, sum);
    }
    copy(&w, A_bought, 0, -1);
    if (over) {
        for (Py_ssize_t i = 0; i < shares; i++) value(&w, item(&w, held, i) + item(&w, mort, i));
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(mort); i++) value(&w, item(&w, mort, i));
    } else { /* only the observer's own shares are known before the end */
        long b = seat * NUM_GOODS;
        for (int pass = 0; pass < 2; pass++) {
            for (long i = 0; i < n * NUM_GOODS; i++) {
                int own = i >= b && i < b + NUM_GOODS;
                long v = 0;
                if (own) v = item(&w, mort, i) + (pass == 0 ? item(&w, held, i) : 0);
                value(&w, v);
            }
        }
    }
    Py_CLEAR(held);
    Py_CLEAR(mort);
    if (!w.bad) return (long)(w.p - buf);
python:
    Py_XDECREF(list);
    Py_XDECREF(held);
    Py_XDECREF(mort);
    PyErr_Clear(); /* the Python path raises its own error, if any */
    return -1;
}

/* A tuple of ints into `out` (at most MAX_SPACES); -1 on error. */
static long spaces(PyObject *tuple, long *out) {
    if (!PyTuple_Check(tuple) || PyTuple_GET_SIZE(tuple) > MAX_SPACES) {
        PyErr_SetString(PyExc_ValueError, "expected a tuple of at most 64 spaces");
        return -1;
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(tuple); i++) {
        out[i] = PyLong_AsLong(PyTuple_GET_ITEM(tuple, i));
        if (out[i] == -1 && PyErr_Occurred()) return -1;
    }
    return (long)PyTuple_GET_SIZE(tuple);
}

static PyObject *configure(PyObject *self, PyObject *args) {
    PyObject *seats, *other, *boat;
    configured = 0;
    if (!PyArg_ParseTuple(args, "llllllllllllO!O!O!", &NUM_PHASES, &PH_BID, &PH_PLACE,
                          &PH_OVER, &NUM_PRICES, &NUM_GOODS, &NUM_BERTHS, &MANILA, &CAPTAIN,
                          &SECOND, &FIRST_COUNT, &NUM_COUNTS, &PyTuple_Type, &seats,
                          &PyTuple_Type, &other, &PyTuple_Type, &boat))
        return NULL;
    if (NUM_GOODS < 1 || NUM_GOODS > 8 || PyTuple_GET_SIZE(seats) != NUM_GOODS) {
        PyErr_SetString(PyExc_ValueError, "one tuple of boat spaces per good (at most 8)");
        return NULL;
    }
    for (long g = 0; g < NUM_GOODS; g++)
        if ((seat_count[g] = spaces(PyTuple_GET_ITEM(seats, g), seat_spaces[g])) < 0)
            return NULL;
    if ((other_count = spaces(other, other_spaces)) < 0) return NULL;
    if ((boat_count = spaces(boat, boat_spaces)) < 0) return NULL;
    configured = 1;
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"configure", configure, METH_VARARGS, "Set the game's constants."},
    {"tensor", (PyCFunction)(void (*)(void))tensor, METH_FASTCALL, "The float32 bytes."},
    {"floats", (PyCFunction)(void (*)(void))floats, METH_FASTCALL, "The list of floats."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_manila_native", "Manila's observation in C.", -1, methods,
    NULL, NULL, NULL, NULL,
};

#define NAME(x) \
    if ((A_##x = PyUnicode_InternFromString(#x)) == NULL) return NULL

PyMODINIT_FUNC PyInit__manila_native(void) {
    NAME(phase); NAME(actor); NAME(voyage); NAME(hm); NAME(prev_hm); NAME(opener);
    NAME(high_bid); NAME(high_bidder); NAME(passed); NAME(price); NAME(supply);
    NAME(ashore); NAME(occ); NAME(pos); NAME(berth); NAME(plundered); NAME(dice);
    NAME(step); NAME(moves); NAME(turn); NAME(free); NAME(board_from); NAME(board_stage);
    NAME(protected); NAME(pilot_first); NAME(pending); NAME(harbor_used);
    NAME(shipyard_used); NAME(held); NAME(mort); NAME(cash); NAME(left); NAME(bought);
    return PyModule_Create(&module);
}

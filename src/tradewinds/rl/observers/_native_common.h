/* What the native observers share (included by each observers/_<game>_native.c, after
 * Python.h): a writer of raw values that flags whatever the Python path should handle
 * instead, and the module's `tensor` and `floats`, which put the values that the game's
 * `fill` wrote in layout order and apply the divisors, as Observer.tensor and
 * Observer.floats do. See _san_juan_native.c.
 */
#define RAW_MAX 4096 /* more than any configuration needs */
/* The table of `floats` holds each value COPIES times, as distinct objects, and entry i
 * of a list takes copy i % COPIES: consecutive entries then change the reference counts
 * of different objects, which the processor does in parallel (one shared 0.0 makes
 * every increment wait for the one before: twice the time of the whole list). */
#define COPIES 8

/* The writer: `bad` is set by anything the Python path should handle instead. */
typedef struct {
    unsigned char *p;
    unsigned char *end;
    PyObject *state;
    int bad;
} W;

static int room(W *w, long k) {
    if (k < 0 || w->end - w->p < k) {
        w->bad = 1;
        return 0;
    }
    return 1;
}

/* Reading the state's attributes. The engines keep them in __slots__: where an
 * attribute is a slot of the state's class, read it at its offset (what Python's own
 * lookup finally does, after a search of the class and a descriptor call that cost about
 * a third of an observation); anything else goes through PyObject_GetAttr. A slot's
 * offset is found once per class and attribute name and kept in a hash table (open
 * addressing, never emptied: a few state classes times their attributes fill it). */
typedef struct {
    PyObject *name; /* interned; a strong reference, as is the type */
    PyTypeObject *type;
    Py_ssize_t offset; /* 0: not a plain slot */
} Slot;
#define SLOTS 1024
static Slot slots[SLOTS];

#ifndef Py_T_OBJECT_EX
#include <structmember.h>
#define Py_T_OBJECT_EX T_OBJECT_EX
#endif

/* The offset of `name` in instances of `type` when it is a plain slot, else 0. */
static Py_ssize_t slot_offset(PyTypeObject *type, PyObject *name) {
    if (type->tp_getattro != PyObject_GenericGetAttr) return 0;
    PyObject *found = PyObject_GetAttr((PyObject *)type, name); /* the descriptor itself */
    if (found == NULL) {
        PyErr_Clear();
        return 0;
    }
    Py_ssize_t offset = 0;
    if (Py_IS_TYPE(found, &PyMemberDescr_Type)) {
        PyMemberDef *member = ((PyMemberDescrObject *)found)->d_member;
        if (member->type == Py_T_OBJECT_EX) offset = member->offset;
    }
    Py_DECREF(found);
    return offset;
}

/* obj.name as a new reference, or NULL with Python's error. */
static PyObject *attr(PyObject *obj, PyObject *name) {
    PyTypeObject *type = Py_TYPE(obj);
    size_t h = (size_t)(((uintptr_t)name ^ (uintptr_t)type) * 0x9E3779B97F4A7C15u >> 54);
    Slot *slot = NULL;
    for (size_t probe = 0; probe < SLOTS; probe++) {
        Slot *at = &slots[(h + probe) % SLOTS];
        if (at->name == name && at->type == type) {
            slot = at;
            break;
        }
        if (at->name == NULL) { /* first read of this attribute of this class */
            Py_INCREF(name);
            Py_INCREF(type);
            *at = (Slot){name, type, slot_offset(type, name)};
            slot = at;
            break;
        }
    }
    if (slot == NULL || slot->offset <= 0) return PyObject_GetAttr(obj, name);
    PyObject *value = *(PyObject **)((char *)obj + slot->offset);
    if (value == NULL) return PyObject_GetAttr(obj, name); /* unset: Python's error */
    Py_INCREF(value);
    return value;
}

/* The value of an int object: the state's values are small ints, read straight from the
 * object (PyLong_AsLong costs several calls each, most of an observation's time); any
 * other int goes through PyLong_AsLong. Returns 0 (and sets bad) for a non-int. */
static long int_value(W *w, PyObject *o) {
    if (PyLong_CheckExact(o)) {
#if PY_VERSION_HEX >= 0x030C0000
        if (PyUnstable_Long_IsCompact((PyLongObject *)o))
            return (long)PyUnstable_Long_CompactValue((PyLongObject *)o);
#else
        Py_ssize_t digits = Py_SIZE(o);
        if (digits == 0) return 0;
        if (digits == 1) return (long)((PyLongObject *)o)->ob_digit[0];
#endif
    } else if (!PyLong_Check(o)) {
        w->bad = 1;
        return 0;
    }
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) w->bad = 1;
    return v;
}

static long get_int(W *w, PyObject *name) {
    if (w->bad) return 0;
    PyObject *o = attr(w->state, name);
    if (o == NULL) {
        w->bad = 1;
        return 0;
    }
    long v = int_value(w, o);
    Py_DECREF(o);
    return v;
}

/* A new reference to a list attribute, or NULL (and bad). */
static PyObject *get_list(W *w, PyObject *name) {
    if (w->bad) return NULL;
    PyObject *o = attr(w->state, name);
    if (o == NULL || !PyList_CheckExact(o)) {
        Py_XDECREF(o);
        w->bad = 1;
        return NULL;
    }
    return o;
}

static long item(W *w, PyObject *list, Py_ssize_t i) {
    if (i < 0 || i >= PyList_GET_SIZE(list)) {
        w->bad = 1;
        return 0;
    }
    return int_value(w, PyList_GET_ITEM(list, i));
}

static void value(W *w, long v) {
    if (v < 0 || v > 255 || !room(w, 1)) {
        w->bad = 1;
        return;
    }
    *w->p++ = (unsigned char)v;
}

static void zeros(W *w, long k) {
    if (!room(w, k)) return;
    memset(w->p, 0, (size_t)k);
    w->p += k;
}

/* onehots(k)[i]: a 1 at i, all zeros for -1 (anything else: the Python path). */
static void onehot(W *w, long k, long i) {
    if (i < -1 || i >= k) w->bad = 1;
    if (!room(w, k)) return;
    memset(w->p, 0, (size_t)k);
    if (i >= 0) w->p[i] = 1;
    w->p += k;
}

/* relative_onehots(n)[seat][p]: seat p as `seat` sees it; -1 (nobody): zeros (p = n,
 * zeros in Python too, and anything else: the Python path). */
static void seat_onehot(W *w, long n, long seat, long p) {
    if (p >= n) w->bad = 1;
    onehot(w, n, p < 0 || p >= n ? p : (p - seat + n) % n);
}

/* Entries [from, from + k) of a list of ints; k = -1: the whole list. */
static void copy(W *w, PyObject *name, Py_ssize_t from, Py_ssize_t k) {
    PyObject *list = get_list(w, name);
    if (list == NULL) return;
    if (k < 0) k = PyList_GET_SIZE(list);
    if (from < 0 || from + k > PyList_GET_SIZE(list) || !room(w, k)) {
        w->bad = 1;
        Py_DECREF(list);
        return;
    }
    /* The hot loop of an observation (whole card tables): one flag test at the end. */
    PyObject **items = &PyList_GET_ITEM(list, from);
    int bad = 0;
    for (Py_ssize_t i = 0; i < k; i++) {
        long v = int_value(w, items[i]);
        bad |= v < 0 || v > 255;
        w->p[i] = (unsigned char)v;
    }
    w->p += k;
    if (bad) w->bad = 1;
    Py_DECREF(list);
}

/* The game's reading of the state (its Observer._gather, in the same order) for the
 * observer's configuration (Observer._native_config: 0 unless the game's options change
 * the layout): the number of values written into buf (RAW_MAX bytes), or -1 for the
 * Python path; *variant: the order that puts them in layout order (_gather's second
 * value). */
static long fill(PyObject *s, long n, long seat, long config, unsigned char *buf,
                 long *variant);

/* Parses (state, players, seat, config, raw_size, orders) and fills buf; 0: the Python
 * path. `orders` holds the observer's orders, one bytes object per variant. */
static int gather(PyObject *const *args, Py_ssize_t nargs, unsigned char *buf,
                  const Py_ssize_t **order, Py_ssize_t *size, size_t *filled) {
    if (nargs < 6 || !PyLong_Check(args[1]) || !PyLong_Check(args[2]) ||
        !PyLong_Check(args[3]) || !PyLong_Check(args[4]) || !PyTuple_CheckExact(args[5]))
        return 0;
    long n = PyLong_AsLong(args[1]), seat = PyLong_AsLong(args[2]);
    long config = PyLong_AsLong(args[3]), raw_size = PyLong_AsLong(args[4]);
    if (PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
    }
    long variant = -1;
    if (fill(args[0], n, seat, config, buf, &variant) != raw_size) return 0;
    if (variant < 0 || variant >= PyTuple_GET_SIZE(args[5])) return 0;
    PyObject *chosen = PyTuple_GET_ITEM(args[5], variant);
    if (!PyBytes_Check(chosen)) return 0;
    *order = (const Py_ssize_t *)PyBytes_AS_STRING(chosen);
    *size = PyBytes_GET_SIZE(chosen) / (Py_ssize_t)sizeof(Py_ssize_t);
    *filled = (size_t)raw_size; /* tensor and floats check each order entry against it */
    return 1;
}

/* tensor(state, players, seat, config, raw_size, orders, scale): a bytearray of float32
 * (the layout's values times the inverse divisors), or None. */
static PyObject *tensor(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    unsigned char buf[RAW_MAX];
    const Py_ssize_t *order;
    Py_ssize_t size;
    size_t filled;
    if (nargs != 7 || !PyBytes_Check(args[6]) || !gather(args, nargs, buf, &order, &size, &filled) ||
        PyBytes_GET_SIZE(args[6]) != size * (Py_ssize_t)sizeof(float))
        Py_RETURN_NONE;
    const float *scale = (const float *)PyBytes_AS_STRING(args[6]);
    PyObject *out = PyByteArray_FromStringAndSize(NULL, size * (Py_ssize_t)sizeof(float));
    if (out == NULL) return NULL;
    float *f = (float *)PyByteArray_AS_STRING(out);
    /* As numpy: the byte as float32, times the float32 scale. */
    for (Py_ssize_t i = 0; i < size; i++) {
        Py_ssize_t k = order[i];
        if ((size_t)k >= filled) { /* never for the observer's own orders */
            Py_DECREF(out);
            Py_RETURN_NONE;
        }
        f[i] = (float)buf[k] * scale[i];
    }
    return out;
}

/* floats(state, players, seat, config, raw_size, orders, rows, table): the list of tensor
 * values, each taken from `table` (row rows[i] holds the 256 values a byte can give), or
 * None. */
static PyObject *floats(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    unsigned char buf[RAW_MAX];
    const Py_ssize_t *order;
    Py_ssize_t size;
    size_t filled;
    if (nargs != 8 || !PyBytes_Check(args[6]) || !PyList_CheckExact(args[7]) ||
        !gather(args, nargs, buf, &order, &size, &filled) ||
        PyBytes_GET_SIZE(args[6]) != size * (Py_ssize_t)sizeof(Py_ssize_t))
        Py_RETURN_NONE;
    const Py_ssize_t *rows = (const Py_ssize_t *)PyBytes_AS_STRING(args[6]);
    PyObject *table = args[7];
    Py_ssize_t entries = PyList_GET_SIZE(table);
    for (Py_ssize_t i = 0; i < size; i++)
        if (rows[i] < 0 || (rows[i] + 256) * COPIES > entries || (size_t)order[i] >= filled)
            Py_RETURN_NONE;
    PyObject *out = PyList_New(size);
    if (out == NULL) return NULL;
    for (Py_ssize_t i = 0; i < size; i++) {
        PyObject *f = PyList_GET_ITEM(table, (rows[i] + buf[order[i]]) * COPIES + i % COPIES);
        Py_INCREF(f);
        PyList_SET_ITEM(out, i, f);
    }
    return out;
}

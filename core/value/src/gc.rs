//! The cycle collector: php's synchronous trial deletion (Bacon–Rajan) over
//! rphp's `Rc` graph.
//!
//! Values are reference counted, so a cycle of objects, arrays and
//! references (`$a->self = $a`, parent <-> child, `$a[] = &$a`, a closure
//! capturing `$this` stored on the object) never reaches a count of zero.
//! As in php, a node whose count is *decremented to a non-zero value* may
//! have become cyclic garbage, so it goes into the root buffer (an object or
//! array; a reference roots the value it holds). When the buffer reaches the
//! threshold (10,000 live roots, adapted as php adapts it), or on
//! `gc_collect_cycles()`, the collector runs:
//!
//! 1. *mark*: from every root, walk the graph and subtract each internal edge
//!    from a trial count that starts at the node's `Rc` strong count;
//! 2. *scan*: a node whose trial count stays above zero is referenced from
//!    outside the subgraph (a variable, the VM stack, a Rust local), so it and
//!    everything it reaches is live; the rest is garbage;
//! 3. *collect*: garbage objects and arrays are added to the buffer in php's
//!    order and counted (references are not counted, as in php).
//!
//! If garbage objects have destructors that have not run, php runs them first
//! and leaves everything they reach for a second pass (the objects may
//! resurrect themselves); [`Run::dtors`] hands those objects to the VM, which
//! calls the destructors and then [`finish`]es the run. The rest of the
//! garbage is destroyed in buffer order: each object's properties and native
//! state are dropped, which breaks the cycles so `Rc` frees the nodes (and
//! handle ids return to the free list in the order php returns them).
//!
//! The collector never needs `unsafe`: trial counts live in a side table, the
//! graph is walked through `try_borrow` (a node borrowed mutably at that moment
//! is treated as live, which is always safe), and a missed edge (native state
//! no tracer knows) only makes nodes look live. Anything that holds a strong
//! handle outside the heap counts as an external reference, so the collector
//! can run from inside a `Drop` (the automatic trigger) as well as from the VM.
//! Destructors cannot run inside a `Drop`: an automatic run queues them on the
//! destructor queue and asks the VM for the second pass ([`rerun_pending`]).

use crate::array::ArrayData;
use crate::object::ObjectData;
use crate::{PhpArray, PhpObject, Reference, Value};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use std::sync::atomic::{AtomicU32, Ordering};

/// php's defaults (`GC_THRESHOLD_DEFAULT` counts the reserved slot 0).
const THRESHOLD_DEFAULT: u32 = 10_001;
const THRESHOLD_STEP: u32 = 10_000;
const THRESHOLD_MAX: u32 = 1_000_000_000;
const THRESHOLD_TRIGGER: i64 = 100;

/// An array's place in the root buffer: the buffer index in the low 32 bits
/// and the collection epoch it was buffered in in the high ones. A copy of
/// the data made by `Rc::make_mut` moving it away from the buffer's weak
/// handle keeps a stale slot: it looks buffered (so it is not rooted on
/// every handle drop) until the next collection starts a new epoch. Cloning
/// gives an empty slot; dropping a buffered one frees its buffer entry.
#[derive(Default, Debug)]
pub struct GcSlot(Cell<u64>);

/// Bumped by every collection. Global (one relaxed load on the hot path);
/// VMs on other threads only make each other's stale slots expire sooner.
static EPOCH: AtomicU32 = AtomicU32::new(1);

impl Clone for GcSlot {
    fn clone(&self) -> Self {
        GcSlot::default()
    }
}

impl Drop for GcSlot {
    #[inline]
    fn drop(&mut self) {
        let idx = self.0.get() as u32;
        if idx != 0 {
            node_died(idx, self.addr());
        }
    }
}

impl GcSlot {
    /// Not a candidate: never buffered, or buffered before the last collection.
    #[inline(always)]
    fn is_clear(&self) -> bool {
        let s = self.0.get();
        s as u32 == 0 || (s >> 32) as u32 != EPOCH.load(Ordering::Relaxed)
    }
    #[inline]
    fn addr(&self) -> usize {
        self as *const GcSlot as usize
    }
    /// The buffer index, as far as this slot knows (callers that act on it
    /// check the buffer entry's address).
    #[inline]
    fn index(&self) -> u32 {
        self.0.get() as u32
    }
    #[inline]
    fn set(&self, idx: u32) {
        self.0.set(if idx == 0 {
            0
        } else {
            (u64::from(EPOCH.load(Ordering::Relaxed)) << 32) | u64::from(idx)
        });
    }
}

/// A buffered node, held weakly so the buffer never keeps anything alive.
#[derive(Clone)]
enum Node {
    Obj(Weak<ObjectData>),
    Arr(Weak<ArrayData>),
}

impl Node {
    /// The address `node_died` reports for this node.
    fn slot_addr(&self) -> usize {
        match self {
            Node::Obj(w) => w.as_ptr() as usize,
            Node::Arr(w) => w.as_ptr() as usize + std::mem::offset_of!(ArrayData, gc),
        }
    }
    /// The node's key in a run's graph.
    fn addr(&self) -> usize {
        match self {
            Node::Obj(w) => w.as_ptr() as *const () as usize,
            Node::Arr(w) => w.as_ptr() as *const () as usize,
        }
    }
}

#[derive(Clone)]
enum Entry {
    Unused,
    Root(Node),
    Garbage(Node),
    DtorGarbage(Node),
}

struct State {
    /// php's root buffer; slot 0 is reserved so 0 can mean "not buffered".
    buf: Vec<Entry>,
    /// Free slots below `buf.len()`, most recently freed last.
    unused: Vec<u32>,
    num_roots: u32,
    threshold: u32,
    enabled: bool,
    active: bool,
    runs: u32,
    collected: u32,
    /// An automatic run queued destructors: the VM reruns after them.
    rerun: bool,
    /// What the automatic run that queued destructors collected so far.
    auto_count: i64,
}

impl State {
    const fn new() -> State {
        State {
            buf: Vec::new(),
            unused: Vec::new(),
            num_roots: 0,
            threshold: THRESHOLD_DEFAULT,
            enabled: true,
            active: false,
            runs: 0,
            collected: 0,
            rerun: false,
            auto_count: 0,
        }
    }

    fn slot(&mut self) -> u32 {
        if self.buf.is_empty() {
            self.buf.push(Entry::Unused);
        }
        if let Some(i) = self.unused.pop() {
            return i;
        }
        self.buf.push(Entry::Unused);
        (self.buf.len() - 1) as u32
    }

    fn free(&mut self, idx: u32) {
        self.buf[idx as usize] = Entry::Unused;
        self.unused.push(idx);
        self.num_roots -= 1;
    }

    /// php's two-finger compaction: the last entries move into the holes.
    fn compact(&mut self) {
        let first_unused = self.buf.len().max(1);
        if self.num_roots as usize + 1 == first_unused {
            self.unused.clear();
            return;
        }
        if self.num_roots > 0 {
            let mut free = 1usize;
            let mut scan = first_unused - 1;
            let end = self.num_roots as usize;
            while free < scan {
                while !matches!(self.buf[free], Entry::Unused) {
                    free += 1;
                }
                while matches!(self.buf[scan], Entry::Unused) {
                    scan -= 1;
                }
                if scan > free {
                    let e = std::mem::replace(&mut self.buf[scan], Entry::Unused);
                    set_node_index(&e, free as u32);
                    self.buf[free] = e;
                    free += 1;
                    scan -= 1;
                    if scan <= end {
                        break;
                    }
                }
            }
        }
        self.unused.clear();
        self.buf.truncate(self.num_roots as usize + 1);
    }
}

/// Points a live node at its new buffer slot.
fn set_node_index(e: &Entry, idx: u32) {
    let node = match e {
        Entry::Root(n) | Entry::Garbage(n) | Entry::DtorGarbage(n) => n,
        Entry::Unused => return,
    };
    match node {
        Node::Obj(w) => {
            if let Some(o) = w.upgrade() {
                o.gc.set(idx);
            }
        }
        Node::Arr(w) => {
            if let Some(a) = w.upgrade() {
                a.gc.set(idx);
            }
        }
    }
}

thread_local! {
    static GC: RefCell<State> = const { RefCell::new(State::new()) };
    static TRACERS: RefCell<Vec<Tracer>> = const { RefCell::new(Vec::new()) };
    /// Set while [`release_copy`] drops a handle.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// What a [`Tracer`] reports to. `pushed` marks what php's `get_gc` lists
/// before the rest (a closure's `$this`). Report handles that the native
/// state owns, never temporary copies (a copy would look like an outside
/// reference).
pub trait GcVisitor {
    fn value(&mut self, v: &Value, pushed: bool);
    fn object(&mut self, o: &PhpObject, pushed: bool);
}

/// Reports the values an object's native state (`ObjectData::internal`)
/// holds. Returns whether it knew the type.
pub type Tracer = fn(&dyn Any, &mut dyn GcVisitor) -> bool;

struct Collect<'a> {
    gr: &'a mut Graph,
    pre: &'a mut Vec<u32>,
    main: &'a mut Vec<u32>,
}

impl GcVisitor for Collect<'_> {
    fn value(&mut self, v: &Value, pushed: bool) {
        if let Some(c) = self.gr.child(v) {
            if pushed {
                self.pre.push(c);
            } else {
                self.main.push(c);
            }
        }
    }
    fn object(&mut self, o: &PhpObject, pushed: bool) {
        let c = self.gr.node(Handle::Obj(o.0.clone()), Kind::Obj);
        if pushed {
            self.pre.push(c);
        } else {
            self.main.push(c);
        }
    }
}

/// Makes the collector see through native state of a type the tracer knows.
pub fn register_tracer(t: Tracer) {
    TRACERS.with(|ts| {
        let mut ts = ts.borrow_mut();
        if !ts.iter().any(|x| *x as usize == t as usize) {
            ts.push(t);
        }
    });
}

fn with<R>(f: impl FnOnce(&mut State) -> R) -> Option<R> {
    GC.try_with(|g| g.try_borrow_mut().ok().map(|mut g| f(&mut g)))
        .ok()
        .flatten()
}

// ---- hooks called when a count goes down or a node dies ----

impl Drop for PhpArray {
    #[inline(always)]
    fn drop(&mut self) {
        // Hot (every array handle): two loads and two compares when the
        // array is already a candidate or this was its last handle.
        if Rc::strong_count(&self.0) > 1 && self.0.gc.is_clear() {
            possible_root_arr(&self.0);
        }
    }
}

impl Drop for Reference {
    #[inline]
    fn drop(&mut self) {
        if Rc::strong_count(&self.0) > 1 {
            reference_released(self);
        }
    }
}

#[cold]
fn reference_released(r: &Reference) {
    // php roots the value a reference holds.
    if let Ok(v) = r.0.try_borrow() {
        match &*v {
            Value::Object(o) => possible_root_obj(&o.0),
            Value::Array(a) => possible_root_arr(&a.0),
            _ => {}
        }
    }
}

/// Drops a copy of a handle whose original is still held elsewhere (a VM
/// operand), without making its node a root: php touches no count there.
/// Releasing quietly is always safe; at worst a cycle is found later.
#[inline]
pub fn release_copy(v: Value) {
    match v {
        // (Every `new` assigned to a variable comes here: a decrement only.)
        Value::Object(o) => {
            if let Err(last) = o.release_shared() {
                release_quietly(Value::Object(last));
            }
        }
        Value::Array(_) | Value::Ref(_) => release_quietly(v),
        _ => {}
    }
}

fn release_quietly(v: Value) {
    QUIET.with(|q| q.set(true));
    drop(v);
    QUIET.with(|q| q.set(false));
}

/// An object handle was dropped and others remain.
#[inline]
pub(crate) fn possible_root_obj(o: &Rc<ObjectData>) {
    if o.gc.get() == 0 {
        add_root_obj(o);
    }
}

/// [`add_root`] for a live, unbuffered object (every object whose `$this`
/// outlives a method call comes here): when the buffer has room, the entry
/// is written directly, with none of `push_root`'s re-checks (no collection
/// ran in between).
/// Makes the release of one of several handles to `o` a bare decrement, for
/// the VM's hot loop: buffers `o` as a possible root now, as its release
/// would, when that needs no collection; false (nothing done) when the
/// buffer is full and the release must go the general way.
#[cold]
#[inline(never)]
pub(crate) fn root_obj_if_room(o: &Rc<ObjectData>) -> bool {
    if o.gc.get() != 0 || QUIET.with(|q| q.get()) {
        return true;
    }
    with(|g| root_obj_in_room(g, o)).unwrap_or(false)
}

/// Puts `o` in the root buffer unless the buffer is full (a collection is
/// then due, which the caller decides about); false when full.
fn root_obj_in_room(g: &mut State, o: &Rc<ObjectData>) -> bool {
    let full =
        !g.active && g.enabled && g.unused.is_empty() && (g.buf.len().max(1) as u32) >= g.threshold;
    if full {
        return false;
    }
    let idx = g.slot();
    o.gc.set(idx);
    let old = std::mem::replace(
        &mut g.buf[idx as usize],
        Entry::Root(Node::Obj(Rc::downgrade(o))),
    );
    // A free slot holds `Unused`, which owns nothing: no drop call for it on
    // this path (every object released while others hold it comes here).
    debug_assert!(matches!(old, Entry::Unused));
    std::mem::forget(old);
    g.num_roots += 1;
    true
}

#[cold]
#[inline(never)]
fn add_root_obj(o: &Rc<ObjectData>) {
    if QUIET.with(|q| q.get()) {
        return;
    }
    let done = with(|g| root_obj_in_room(g, o));
    if done == Some(false) {
        add_root(Node::Obj(Rc::downgrade(o)));
    }
}

#[cold]
#[inline(never)]
fn possible_root_arr(a: &Rc<ArrayData>) {
    // An empty array holds nothing (and php's `[]` is immutable).
    if a.gc.is_clear() && a.len() > 0 {
        add_root(Node::Arr(Rc::downgrade(a)));
    }
}

#[cold]
#[inline(never)]
fn add_root(node: Node) {
    if QUIET.with(|q| q.get()) {
        return;
    }
    let full = with(|g| {
        !g.active && g.enabled && g.unused.is_empty() && (g.buf.len().max(1) as u32) >= g.threshold
    });
    match full {
        None => return,
        // php collects before recording the root that found the buffer full;
        // the handle being dropped still counts, as php's extra reference does.
        Some(true) => auto_collect(),
        Some(false) => {}
    }
    push_root(node);
}

fn push_root(node: Node) {
    with(|g| {
        // The node may have been buffered (or freed) by a collection meanwhile.
        let ok = match &node {
            Node::Obj(w) => w.upgrade().is_some_and(|o| o.gc.get() == 0),
            Node::Arr(w) => w.upgrade().is_some_and(|a| a.gc.is_clear()),
        };
        if !ok {
            return;
        }
        let idx = g.slot();
        set_node_index(&Entry::Root(node.clone()), idx);
        g.buf[idx as usize] = Entry::Root(node);
        g.num_roots += 1;
    });
}

/// A buffered node is being freed: its slot becomes free (php's
/// `GC_REMOVE_FROM_BUFFER`). The entry's weak handle is dropped in place:
/// the node is being dropped, so its allocation is still held (by the
/// `Rc`'s own weak count) and that drop frees nothing and runs no code.
#[cold]
pub(crate) fn node_died(idx: u32, addr: usize) {
    let _ = GC.try_with(|g| {
        let Ok(mut g) = g.try_borrow_mut() else {
            return;
        };
        let g = &mut *g;
        let Some(e) = g.buf.get_mut(idx as usize) else {
            return;
        };
        let hit = match e {
            Entry::Root(n) | Entry::Garbage(n) | Entry::DtorGarbage(n) => n.slot_addr() == addr,
            Entry::Unused => false,
        };
        if hit {
            // The common entry, an object's root, dropped by its own type
            // (one weak-count decrement inline, not the generic entry drop).
            match std::mem::replace(e, Entry::Unused) {
                Entry::Root(Node::Obj(w)) => drop(w),
                other => drop(other),
            }
            g.unused.push(idx);
            g.num_roots -= 1;
        }
    });
}

// ---- one collection ----

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Color {
    Black,
    White,
    Grey,
    Purple,
}

/// What a node is: only objects and arrays are counted (as in php), an
/// object's property table is part of the object and references are
/// transparent.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Obj,
    Arr,
    Props,
    Ref,
}

/// A strong handle the collector holds while it walks. Bare `Rc`s, so
/// dropping them does not root anything.
#[derive(Clone)]
enum Handle {
    Obj(Rc<ObjectData>),
    Arr(Rc<ArrayData>),
    Ref(Rc<RefCell<Value>>),
    /// The declared-property slots of an object (`PropStore::Slots`), seen
    /// as the property table they stand for (a `Kind::Props` node), so the
    /// walk never turns an object's slots into a table.
    Slots(Rc<ObjectData>),
}

impl Handle {
    fn addr(&self) -> usize {
        match self {
            Handle::Obj(o) => Rc::as_ptr(o) as *const () as usize,
            Handle::Arr(a) => Rc::as_ptr(a) as *const () as usize,
            Handle::Ref(r) => Rc::as_ptr(r) as *const () as usize,
            // Beside the object's own key (addresses of nodes are aligned,
            // so no other node has this one).
            Handle::Slots(o) => Rc::as_ptr(o) as *const () as usize + 1,
        }
    }
    fn strong(&self) -> usize {
        match self {
            Handle::Obj(o) => Rc::strong_count(o),
            Handle::Arr(a) => Rc::strong_count(a),
            Handle::Ref(r) => Rc::strong_count(r),
            // Held by its object only (plus the collector's handle, as a
            // table's count would be).
            Handle::Slots(_) => 2,
        }
    }
    fn buffer_index(&self) -> u32 {
        match self {
            Handle::Obj(o) => o.gc.get(),
            Handle::Arr(a) => a.gc.index(),
            Handle::Ref(_) | Handle::Slots(_) => 0,
        }
    }
    fn set_buffer_index(&self, idx: u32) {
        match self {
            Handle::Obj(o) => o.gc.set(idx),
            Handle::Arr(a) => a.gc.set(idx),
            Handle::Ref(_) | Handle::Slots(_) => {}
        }
    }
    fn weak(&self) -> Option<Node> {
        match self {
            Handle::Obj(o) => Some(Node::Obj(Rc::downgrade(o))),
            Handle::Arr(a) => Some(Node::Arr(Rc::downgrade(a))),
            Handle::Ref(_) | Handle::Slots(_) => None,
        }
    }
}

/// The buffer slot holding `h`, checked against the entry (an array copy can
/// carry a stale slot).
fn slot_of(g: &State, h: &Handle) -> u32 {
    let idx = h.buffer_index();
    if idx == 0 {
        return 0;
    }
    match g.buf.get(idx as usize) {
        Some(Entry::Root(n) | Entry::Garbage(n) | Entry::DtorGarbage(n))
            if n.addr() == h.addr() =>
        {
            idx
        }
        _ => 0,
    }
}

impl Node {
    fn handle(&self) -> Option<Handle> {
        match self {
            Node::Obj(w) => w.upgrade().map(Handle::Obj),
            Node::Arr(w) => w.upgrade().map(Handle::Arr),
        }
    }
}

struct GNode {
    h: Handle,
    kind: Kind,
    rc: i64,
    color: Color,
    expanded: bool,
    /// Children; the first `pushed` are the ones php pushes before the rest.
    edges: Vec<u32>,
    pushed: u32,
}

/// Trial counts and colours for one run (php keeps them in the nodes).
#[derive(Default)]
struct Graph {
    nodes: Vec<GNode>,
    /// Node address → node (Fx: a run hashes every address it meets).
    index:
        std::collections::HashMap<usize, u32, std::hash::BuildHasherDefault<rustc_hash::FxHasher>>,
}

/// A node borrowed mutably when the collector looked is in use: live.
const IN_USE: i64 = 1 << 40;

impl Graph {
    fn node(&mut self, h: Handle, kind: Kind) -> u32 {
        let addr = h.addr();
        if let Some(&i) = self.index.get(&addr) {
            // A table met first as an array (buffered as a root when an
            // `(array)` cast or a foreach snapshot sharing it let go) is
            // still its object's property table: part of the object, not
            // counted, as in php.
            if kind == Kind::Props {
                self.nodes[i as usize].kind = Kind::Props;
            }
            return i;
        }
        // `h` is the collector's own handle.
        let rc = h.strong() as i64 - 1;
        let i = self.nodes.len() as u32;
        self.nodes.push(GNode {
            h,
            kind,
            rc,
            color: Color::Black,
            expanded: false,
            edges: Vec::new(),
            pushed: 0,
        });
        self.index.insert(addr, i);
        i
    }

    fn child(&mut self, v: &Value) -> Option<u32> {
        Some(match v {
            Value::Object(o) => self.node(Handle::Obj(o.0.clone()), Kind::Obj),
            Value::Array(a) if a.0.len() > 0 => self.node(Handle::Arr(a.0.clone()), Kind::Arr),
            Value::Ref(r) => self.node(Handle::Ref(r.0.clone()), Kind::Ref),
            _ => return None,
        })
    }

    fn expand(&mut self, n: u32) {
        if self.nodes[n as usize].expanded {
            return;
        }
        self.nodes[n as usize].expanded = true;
        let mut pre = Vec::new();
        let mut main = Vec::new();
        let mut in_use = false;
        match self.nodes[n as usize].h.clone() {
            Handle::Obj(o) => {
                // The properties are one uncounted node, as php's
                // `get_gc` table: the table, or the slots standing for it.
                match o.store.try_borrow() {
                    Ok(st) => match &*st {
                        crate::PropStore::Table(p) => {
                            if p.0.len() > 0 {
                                main.push(self.node(Handle::Arr(p.0.clone()), Kind::Props));
                            }
                        }
                        // With no native state, the slots' values are the
                        // object's only edges: they are its own (the walk
                        // visits them in the order the table node would give,
                        // with half the nodes).
                        crate::PropStore::Slots(s)
                            if o.internal.try_borrow().is_ok_and(|i| i.is_none()) =>
                        {
                            for v in s.iter().flatten() {
                                if let Some(c) = self.child(v) {
                                    main.push(c);
                                }
                            }
                        }
                        crate::PropStore::Slots(s) => {
                            if s.iter().any(Option::is_some) {
                                main.push(self.node(Handle::Slots(o.clone()), Kind::Props));
                            }
                        }
                    },
                    Err(_) => in_use = true,
                }
                match o.internal.try_borrow() {
                    Ok(i) => {
                        if let Some(b) = i.as_ref() {
                            let tracers = TRACERS.with(|t| t.borrow().clone());
                            for t in tracers {
                                let mut c = Collect {
                                    gr: self,
                                    pre: &mut pre,
                                    main: &mut main,
                                };
                                if t(&**b, &mut c) {
                                    break;
                                }
                            }
                        }
                    }
                    Err(_) => in_use = true,
                }
            }
            Handle::Arr(a) => {
                for v in crate::array::values_of(&a) {
                    if let Some(c) = self.child(v) {
                        main.push(c);
                    }
                }
            }
            Handle::Ref(r) => match r.try_borrow() {
                Ok(v) => {
                    if let Some(c) = self.child(&v) {
                        main.push(c);
                    }
                }
                Err(_) => in_use = true,
            },
            Handle::Slots(o) => match o.store.try_borrow() {
                Ok(st) => {
                    if let crate::PropStore::Slots(s) = &*st {
                        for v in s.iter().flatten() {
                            if let Some(c) = self.child(v) {
                                main.push(c);
                            }
                        }
                    }
                }
                Err(_) => in_use = true,
            },
        }
        let node = &mut self.nodes[n as usize];
        if in_use {
            node.rc += IN_USE;
        }
        node.pushed = pre.len() as u32;
        pre.extend(main);
        node.edges = pre;
    }

    fn color(&self, n: u32) -> Color {
        self.nodes[n as usize].color
    }
    fn set_color(&mut self, n: u32, c: Color) {
        self.nodes[n as usize].color = c;
    }

    fn mark_grey(&mut self, n: u32) {
        let mut stack = vec![n];
        while let Some(x) = stack.pop() {
            self.expand(x);
            for i in 0..self.nodes[x as usize].edges.len() {
                let c = self.nodes[x as usize].edges[i];
                let cn = &mut self.nodes[c as usize];
                cn.rc -= 1;
                if cn.color != Color::Grey {
                    cn.color = Color::Grey;
                    stack.push(c);
                }
            }
        }
    }

    fn scan(&mut self, n: u32) {
        let mut stack = vec![n];
        while let Some(x) = stack.pop() {
            if self.color(x) != Color::White {
                continue;
            }
            if self.nodes[x as usize].rc > 0 {
                self.scan_black(x);
                continue;
            }
            for i in 0..self.nodes[x as usize].edges.len() {
                let c = self.nodes[x as usize].edges[i];
                if self.color(c) == Color::Grey {
                    self.set_color(c, Color::White);
                    stack.push(c);
                }
            }
        }
    }

    fn scan_black(&mut self, n: u32) {
        self.set_color(n, Color::Black);
        let mut stack = vec![n];
        while let Some(x) = stack.pop() {
            for i in 0..self.nodes[x as usize].edges.len() {
                let c = self.nodes[x as usize].edges[i];
                let cn = &mut self.nodes[c as usize];
                cn.rc += 1;
                if cn.color != Color::Black {
                    cn.color = Color::Black;
                    stack.push(c);
                }
            }
        }
    }

    /// php's `gc_collect_white`: counts the garbage under `n`, adds what is
    /// not buffered yet to the buffer (in php's order) and notes destructors.
    fn collect_white(
        &mut self,
        g: &mut State,
        n: u32,
        dtors: &mut bool,
        refs: &mut Vec<u32>,
    ) -> i64 {
        let mut count = 0;
        let mut stack = Vec::new();
        let mut cur = n;
        loop {
            let kind = self.nodes[cur as usize].kind;
            match kind {
                Kind::Obj | Kind::Arr => {
                    count += 1;
                    let h = self.nodes[cur as usize].h.clone();
                    if slot_of(g, &h) == 0 {
                        let idx = g.slot();
                        h.set_buffer_index(idx);
                        if let Some(node) = h.weak() {
                            g.buf[idx as usize] = Entry::Garbage(node);
                        }
                        g.num_roots += 1;
                    }
                    if let Handle::Obj(o) = &h {
                        if !o.destructed.get() && o.class.has_destructor() {
                            *dtors = true;
                        }
                    }
                }
                Kind::Ref => refs.push(cur),
                Kind::Props => {}
            }
            let node = &self.nodes[cur as usize];
            let pushed = node.pushed as usize;
            let edges = node.edges.clone();
            for &c in &edges[..pushed] {
                if self.color(c) == Color::White {
                    self.set_color(c, Color::Black);
                    stack.push(c);
                }
            }
            let mut next = None;
            for &c in &edges[pushed..] {
                if self.color(c) == Color::White {
                    self.set_color(c, Color::Black);
                    if next.is_none() {
                        next = Some(c);
                    } else {
                        stack.push(c);
                    }
                }
            }
            match next.or_else(|| stack.pop()) {
                Some(c) => cur = c,
                None => return count,
            }
        }
    }

    /// php's `gc_remove_nested_data_from_buffer`: what a destructor's object
    /// reaches waits for the next run.
    fn remove_nested(&mut self, g: &mut State, n: u32) -> i64 {
        let mut count = 0;
        let mut stack = Vec::new();
        let mut cur = n;
        let mut first = true;
        loop {
            let descend = if first {
                first = false;
                count += 1;
                true
            } else {
                let node = &self.nodes[cur as usize];
                let idx = slot_of(g, &node.h);
                if idx != 0
                    && node.color == Color::Black
                    && matches!(g.buf.get(idx as usize), Some(Entry::Garbage(_)))
                {
                    node.h.set_buffer_index(0);
                    g.free(idx);
                    count += 1;
                    true
                } else if matches!(node.kind, Kind::Ref | Kind::Props) {
                    // Waits with the destructor's object: not freed by this run.
                    self.nodes[cur as usize].color = Color::Purple;
                    true
                } else {
                    false
                }
            };
            if descend {
                let edges = &self.nodes[cur as usize].edges;
                if let Some((&f, rest)) = edges.split_first() {
                    stack.extend(rest.iter().copied());
                    cur = f;
                    continue;
                }
            }
            match stack.pop() {
                Some(c) => cur = c,
                None => return count,
            }
        }
    }
}

/// A collection in progress: the identification is done; `dtors` are the
/// garbage objects whose destructors must run before [`finish`].
pub struct Run {
    count: i64,
    end: u32,
    /// Objects whose `__destruct` (or generator teardown) runs now, in php's order.
    pub dtors: Vec<PhpObject>,
    had_dtors: bool,
    refs: Vec<Weak<RefCell<Value>>>,
}

impl Run {
    /// Whether destructors were found (php then collects again once).
    pub fn had_dtors(&self) -> bool {
        self.had_dtors
    }
}

/// Starts a collection: marks, scans and collects the garbage reachable from
/// the roots. `None` when there are no roots or a collection is running.
pub fn begin() -> Option<Run> {
    let roots = with(|g| {
        if g.num_roots == 0 || g.active {
            return None;
        }
        g.runs += 1;
        g.active = true;
        EPOCH.fetch_add(1, Ordering::Relaxed);
        g.compact();
        let mut roots = Vec::new();
        for idx in 1..g.buf.len() {
            if let Entry::Root(n) = &g.buf[idx] {
                roots.push((idx as u32, n.clone()));
            }
        }
        Some(roots)
    })??;
    let mut gr = Graph::default();
    let mut root_nodes = Vec::with_capacity(roots.len());
    let mut dead = Vec::new();
    for (idx, n) in roots {
        match n.handle() {
            Some(h) => {
                let kind = if matches!(h, Handle::Obj(_)) {
                    Kind::Obj
                } else {
                    Kind::Arr
                };
                let i = gr.node(h, kind);
                gr.set_color(i, Color::Purple);
                root_nodes.push(i);
            }
            None => dead.push(idx),
        }
    }
    for &r in &root_nodes {
        if gr.color(r) == Color::Purple {
            gr.set_color(r, Color::Grey);
            gr.mark_grey(r);
        }
    }
    for &r in &root_nodes {
        if gr.color(r) == Color::Grey {
            gr.set_color(r, Color::White);
            gr.scan(r);
        }
    }
    let mut had_dtors = false;
    let mut refs = Vec::new();
    let (count, end, dtors) = with(|g| {
        for idx in dead {
            if matches!(g.buf[idx as usize], Entry::Root(_)) {
                g.free(idx);
            }
        }
        // Live roots leave the buffer.
        for &r in &root_nodes {
            if gr.color(r) == Color::Black {
                let h = &gr.nodes[r as usize].h;
                let idx = slot_of(g, h);
                if idx != 0 && matches!(g.buf[idx as usize], Entry::Root(_)) {
                    h.set_buffer_index(0);
                    g.free(idx);
                }
            }
        }
        g.compact();
        let mut count = 0;
        let end0 = g.buf.len().max(1);
        for idx in 1..end0 {
            let Entry::Root(n) = g.buf[idx].clone() else {
                continue;
            };
            g.buf[idx] = Entry::Garbage(n.clone());
            let Some(&i) = gr.index.get(&n.addr()) else {
                continue;
            };
            if gr.color(i) == Color::White {
                gr.set_color(i, Color::Black);
                count += gr.collect_white(g, i, &mut had_dtors, &mut refs);
            }
        }
        let end = g.buf.len().max(1) as u32;
        let mut dtors = Vec::new();
        if g.num_roots > 0 && had_dtors {
            for idx in 1..end as usize {
                if let Entry::Garbage(Node::Obj(w)) = &g.buf[idx] {
                    if let Some(o) = w.upgrade() {
                        if !o.destructed.get() && o.class.has_destructor() {
                            g.buf[idx] = Entry::DtorGarbage(Node::Obj(w.clone()));
                            if let Some(&i) = gr.index.get(&(Rc::as_ptr(&o) as *const () as usize))
                            {
                                gr.set_color(i, Color::Purple);
                            }
                        }
                    }
                }
            }
            for idx in 1..end as usize {
                if let Entry::DtorGarbage(n) = &g.buf[idx] {
                    if let Some(&i) = gr.index.get(&n.addr()) {
                        count -= gr.remove_nested(g, i);
                    }
                }
            }
            for idx in 1..end as usize {
                if let Entry::DtorGarbage(Node::Obj(w)) = g.buf[idx].clone() {
                    if let Some(o) = w.upgrade() {
                        dtors.push(PhpObject(o));
                    }
                    g.buf[idx] = Entry::Root(Node::Obj(w));
                }
            }
        }
        had_dtors &= g.num_roots > 0;
        (count, end, dtors)
    })?;
    let refs = refs
        .into_iter()
        .filter(|&i| gr.color(i) == Color::Black)
        .filter_map(|i| match &gr.nodes[i as usize].h {
            Handle::Ref(r) => Some(Rc::downgrade(r)),
            _ => None,
        })
        .collect();
    // The walk's handles go before anything is freed.
    drop(gr);
    Some(Run {
        count,
        end,
        dtors,
        had_dtors,
        refs,
    })
}

/// Destroys the garbage of a run (after its destructors ran) and returns
/// what it counts.
pub fn finish(run: Run) -> i64 {
    let Run {
        count, end, refs, ..
    } = run;
    let any = with(|g| g.num_roots > 0).unwrap_or(false);
    if any {
        for idx in 1..end {
            let node = with(|g| match g.buf.get(idx as usize) {
                Some(Entry::Garbage(n)) => Some(n.clone()),
                _ => None,
            })
            .flatten();
            let Some(node) = node else { continue };
            match node.handle() {
                Some(Handle::Obj(o)) => {
                    o.gc.set(0);
                    let props = o.store.try_borrow_mut().ok().map(|mut p| match &mut *p {
                        crate::PropStore::Table(t) => crate::PropStore::Table(std::mem::take(t)),
                        crate::PropStore::Slots(s) => crate::PropStore::Slots(std::mem::take(s)),
                    });
                    let internal = o.internal.try_borrow_mut().ok().and_then(|mut i| i.take());
                    drop(props);
                    drop(internal);
                    drop(o);
                }
                Some(Handle::Arr(a)) => {
                    a.gc.set(0);
                    drop(a);
                }
                _ => {}
            }
        }
        // References left in cycles of arrays and references only.
        for r in refs {
            if let Some(r) = r.upgrade() {
                let v = r.try_borrow_mut().ok().map(|mut v| std::mem::take(&mut *v));
                drop(v);
            }
        }
    }
    with(|g| {
        for idx in 1..(end as usize).min(g.buf.len()) {
            if matches!(g.buf[idx], Entry::Garbage(_)) {
                g.free(idx as u32);
            }
        }
        g.collected = g.collected.wrapping_add(count as u32);
        g.active = false;
        g.compact();
    });
    count
}

/// The automatic collection php runs when the root buffer is full. Runs
/// inside a `Drop`, so destructors are queued for the VM, which reruns the
/// collector after them ([`rerun_pending`]).
fn auto_collect() {
    let Some(mut run) = begin() else {
        return;
    };
    let dtors = std::mem::take(&mut run.dtors);
    let had = run.had_dtors;
    for o in dtors {
        if !o.0.destructed.get() {
            o.0.destructed.set(true);
            crate::object::queue_destructor(o);
        }
    }
    let c = finish(run);
    if had {
        with(|g| {
            g.rerun = true;
            g.auto_count = c;
        });
    } else {
        adjust_threshold(c);
    }
}

/// php's simple heuristic: a run that collects little raises the threshold.
pub fn adjust_threshold(count: i64) {
    with(|g| {
        if count < THRESHOLD_TRIGGER {
            if g.threshold < THRESHOLD_MAX {
                g.threshold = (g.threshold + THRESHOLD_STEP).min(THRESHOLD_MAX);
            }
        } else if g.threshold > THRESHOLD_DEFAULT {
            g.threshold = (g.threshold - THRESHOLD_STEP).max(THRESHOLD_DEFAULT);
        }
    });
}

/// An automatic run queued destructors and wants its second pass: returns
/// what the first pass collected, clearing the request.
pub fn take_rerun() -> Option<i64> {
    with(|g| {
        if g.rerun {
            g.rerun = false;
            Some(std::mem::take(&mut g.auto_count))
        } else {
            None
        }
    })
    .flatten()
}

/// Whether an automatic run waits for its second pass (cheap).
pub fn rerun_pending() -> bool {
    with(|g| g.rerun).unwrap_or(false)
}

/// `gc_enable()` / `gc_disable()`; returns the previous setting.
pub fn set_enabled(on: bool) -> bool {
    with(|g| std::mem::replace(&mut g.enabled, on)).unwrap_or(true)
}

pub fn enabled() -> bool {
    with(|g| g.enabled).unwrap_or(true)
}

/// `gc_status()`'s figures: runs, collected, threshold, roots.
pub fn status() -> (u32, u32, u32, u32) {
    with(|g| (g.runs, g.collected, g.threshold, g.num_roots)).unwrap_or((
        0,
        0,
        THRESHOLD_DEFAULT,
        0,
    ))
}

/// Forgets the buffer and the counters (a new request).
pub fn reset() {
    let old = with(|g| std::mem::replace(g, State::new()));
    drop(old);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::object::ClassInfo;
    use crate::ArrayKey;

    struct C;
    impl ClassInfo for C {
        fn name(&self) -> &[u8] {
            b"C"
        }
        fn as_any(&self) -> &dyn Any {
            self
        }
    }

    fn collect() -> i64 {
        let mut total = 0;
        while let Some(run) = begin() {
            let again = run.had_dtors();
            total += finish(run);
            if !again {
                break;
            }
        }
        total
    }

    #[test]
    fn self_cycle_is_collected_and_live_data_is_not() {
        reset();
        let class: Rc<dyn ClassInfo> = Rc::new(C);
        let a = PhpObject::new(class.clone(), PhpArray::new());
        a.0.props_mut()
            .insert(ArrayKey::from("self"), Value::Object(a.clone()));
        let weak = Rc::downgrade(&a.0);
        let keep = PhpObject::new(class, PhpArray::new());
        let held = keep.clone();
        drop(held);
        drop(a);
        assert_eq!(status().3, 2, "both released handles are candidates");
        assert_eq!(collect(), 1);
        assert!(weak.upgrade().is_none(), "the cycle was freed");
        assert_eq!(keep.0.props_ref().len(), 0);
        assert_eq!(status().3, 0);
    }

    #[test]
    fn array_and_object_cycle_counts_both() {
        reset();
        let class: Rc<dyn ClassInfo> = Rc::new(C);
        let o = PhpObject::new(class, PhpArray::new());
        let arr = PhpArray::from_list(vec![Value::Int(1), Value::Object(o.clone())]);
        o.0.props_mut()
            .insert(ArrayKey::from("list"), Value::Array(arr));
        drop(o);
        assert_eq!(collect(), 2);
    }

    struct Slotted;
    impl ClassInfo for Slotted {
        fn name(&self) -> &[u8] {
            b"S"
        }
        fn as_any(&self) -> &dyn Any {
            self
        }
        fn slot_key(&self, slot: usize) -> Option<crate::PhpStr> {
            [&b"next"[..], b"n"]
                .get(slot)
                .map(|k| crate::PhpStr::from(*k))
        }
    }

    fn set_slot(o: &PhpObject, i: usize, v: Value) {
        if let crate::PropStore::Slots(s) = &mut *o.0.store.borrow_mut() {
            s[i] = Some(v);
        }
    }

    #[test]
    fn slotted_objects_are_walked_without_a_table() {
        reset();
        let class: Rc<dyn ClassInfo> = Rc::new(Slotted);
        let slots = || vec![Some(Value::Null), Some(Value::Int(1))];
        // A ring of two slotted objects, and a live one pointing into a list.
        let a = PhpObject::with_slots(class.clone(), slots());
        let b = PhpObject::with_slots(class.clone(), slots());
        set_slot(&a, 0, Value::Object(b.clone()));
        set_slot(&b, 0, Value::Object(a.clone()));
        let weak = Rc::downgrade(&a.0);
        let live = PhpObject::with_slots(class.clone(), slots());
        let tail = PhpObject::with_slots(class, slots());
        set_slot(&live, 0, Value::Object(tail.clone()));
        drop(tail);
        let held = live.clone();
        drop(held);
        drop(a);
        drop(b);
        assert_eq!(collect(), 2);
        assert!(weak.upgrade().is_none(), "the ring was freed");
        assert!(live.0.is_slotted(), "a live object keeps its slots");
        assert_eq!(status().3, 0);
    }
}

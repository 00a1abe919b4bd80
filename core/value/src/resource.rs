//! PHP resources: opaque handles such as `STDOUT` or an open file.
//!
//! The value model only knows a resource's number, its type name (what
//! `var_dump` prints: `resource(2) of type (stream)`) and whether it was
//! closed. What the handle refers to is the owner's business (the VM or a
//! library module keeps it in `payload`).

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::fmt;
use std::rc::Rc;

#[derive(Clone)]
pub struct PhpResource(pub Rc<ResourceData>);

pub struct ResourceData {
    pub id: i64,
    /// The type name `get_resource_type()` returns, e.g. `"stream"`.
    pub kind: &'static str,
    closed: Cell<bool>,
    pub payload: RefCell<Box<dyn Any>>,
}

thread_local! {
    /// Every resource made on this thread, weakly (`get_resources()` lists
    /// the live ones: php's regular list holds a resource until its last
    /// handle goes, closed or not).
    static MADE: RefCell<Vec<std::rc::Weak<ResourceData>>> = const { RefCell::new(Vec::new()) };
}

impl PhpResource {
    pub fn new(id: i64, kind: &'static str, payload: Box<dyn Any>) -> Self {
        let r = PhpResource(Rc::new(ResourceData {
            id,
            kind,
            closed: Cell::new(false),
            payload: RefCell::new(payload),
        }));
        MADE.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() >= 64 && m.len().is_power_of_two() {
                m.retain(|w| w.strong_count() != 0);
            }
            m.push(Rc::downgrade(&r.0));
        });
        r
    }

    /// The resources still alive on this thread, by number.
    pub fn live() -> Vec<PhpResource> {
        let mut out: Vec<PhpResource> = MADE.with(|m| {
            let mut m = m.borrow_mut();
            m.retain(|w| w.strong_count() != 0);
            m.iter()
                .filter_map(|w| w.upgrade().map(PhpResource))
                .collect()
        });
        crate::sort::sort_by_key(&mut out, |r| r.id());
        out
    }
    pub fn id(&self) -> i64 {
        self.0.id
    }
    pub fn kind(&self) -> &'static str {
        if self.is_closed() {
            "Unknown"
        } else {
            self.0.kind
        }
    }
    pub fn is_closed(&self) -> bool {
        self.0.closed.get()
    }
    pub fn close(&self) {
        self.0.closed.set(true);
    }
    pub fn ptr_eq(&self, other: &PhpResource) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for PhpResource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "resource({}) of type ({})", self.0.id, self.kind())
    }
}

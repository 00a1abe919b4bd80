//! Class declarations as plain sendable data (the VM builds its runtime
//! classes from them when `DeclareClass` runs or the script starts).

use crate::{Literal, TypeDecl};
use std::sync::Arc;

pub mod flags {
    pub const ABSTRACT: u32 = 1;
    pub const FINAL: u32 = 2;
    pub const INTERFACE: u32 = 4;
    pub const TRAIT: u32 = 8;
    /// `#[AllowDynamicProperties]`
    pub const ALLOW_DYNAMIC: u32 = 16;
    /// Declared when the script starts (an unconditional top-level declaration).
    pub const HOISTED: u32 = 32;
    pub const ANONYMOUS: u32 = 64;
    pub const READONLY: u32 = 128;
}

/// Member visibility: 0 public, 1 protected, 2 private.
pub type Vis = u8;
pub const PUBLIC: Vis = 0;
pub const PROTECTED: Vis = 1;
pub const PRIVATE: Vis = 2;

/// A constant expression: a literal, or a function (index into `Script::functions`)
/// that computes it when first needed.
#[derive(Debug, Clone, PartialEq)]
pub enum Init {
    Lit(Literal),
    Func(u32),
}

#[derive(Debug, Clone, PartialEq)]
pub struct ClassConstDecl {
    pub name: Arc<[u8]>,
    pub vis: Vis,
    pub value: Init,
}

#[derive(Debug, Clone, PartialEq)]
pub struct PropDecl {
    pub name: Arc<[u8]>,
    pub vis: Vis,
    pub is_static: bool,
    pub readonly: bool,
    /// `None`: no default (typed properties start uninitialized, untyped ones null).
    pub default: Option<Init>,
    pub ty: Option<TypeDecl>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct MethodDecl {
    pub name: Arc<[u8]>,
    /// Index into `Script::functions` (its name is `Class::method`).
    pub func: u32,
    pub vis: Vis,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_final: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ClassDecl {
    pub name: Arc<[u8]>,
    pub parent: Option<Arc<[u8]>>,
    pub interfaces: Vec<Arc<[u8]>>,
    pub flags: u32,
    pub consts: Vec<ClassConstDecl>,
    pub props: Vec<PropDecl>,
    pub methods: Vec<MethodDecl>,
    pub line: u32,
}

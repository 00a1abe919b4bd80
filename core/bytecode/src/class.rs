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
    pub const ENUM: u32 = 256;
}

/// An attribute (`#[Name(args)]`) kept for reflection: the class name as
/// resolved at compile time and its arguments as one constant array
/// expression (positional arguments keyed 0.., named ones by name); `None`
/// when written without arguments. Nothing checks or evaluates it until
/// `ReflectionAttribute::getArguments()`/`newInstance()` asks.
#[derive(Debug, Clone, PartialEq)]
pub struct AttrDecl {
    pub name: Arc<[u8]>,
    pub args: Option<Init>,
    pub line: u32,
}

/// The backing type of an enum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EnumBacking {
    Int,
    String,
}

/// One `case` of an enum: its name and, for a backed enum, its value.
#[derive(Debug, Clone, PartialEq)]
pub struct EnumCaseDecl {
    pub name: Arc<[u8]>,
    pub value: Option<Init>,
    pub line: u32,
    pub attributes: Vec<AttrDecl>,
}

/// A conflict-resolution rule of a `use T1, T2 { ... }` block.
#[derive(Debug, Clone, PartialEq)]
pub enum TraitRule {
    /// `T::m insteadof U, V;`
    Insteadof {
        trait_: Arc<[u8]>,
        method: Arc<[u8]>,
        instead_of: Vec<Arc<[u8]>>,
    },
    /// `[T::]m as [visibility] [alias];`
    Alias {
        trait_: Option<Arc<[u8]>>,
        method: Arc<[u8]>,
        vis: Option<Vis>,
        alias: Option<Arc<[u8]>>,
    },
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
    pub is_final: bool,
    pub attributes: Vec<AttrDecl>,
    /// The `/** ... */` comment before the declaration.
    pub doc: Option<Arc<[u8]>>,
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
    /// Declared by constructor promotion.
    pub promoted: bool,
    pub attributes: Vec<AttrDecl>,
    pub doc: Option<Arc<[u8]>>,
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
    /// Used traits in `use` order, and their conflict-resolution rules.
    pub traits: Vec<Arc<[u8]>>,
    pub trait_rules: Vec<TraitRule>,
    /// Line of the first `use` of a trait (where composition errors are reported).
    pub traits_line: u32,
    /// Enums: the backing type and the cases in declaration order.
    pub backing: Option<EnumBacking>,
    pub cases: Vec<EnumCaseDecl>,
    pub line: u32,
    pub end_line: u32,
    pub attributes: Vec<AttrDecl>,
    pub doc: Option<Arc<[u8]>>,
}

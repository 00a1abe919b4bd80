//! Classes, interfaces, traits, enums and their members
//! (`class_declaration_statement`, `class_statement` in `zend_language_parser.y`).

use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;
use crate::{ErrorKind, ParseError};
use std::rc::Rc;

impl Parser<'_> {
    /// php-src `zend_add_member_modifier`: raised while parsing.
    pub(super) fn add_member_modifier(&mut self, flags: u16, new: u16, line: u32) -> PResult<u16> {
        let access = Modifiers::PUBLIC | Modifiers::PROTECTED | Modifiers::PRIVATE;
        let err = |m: &str| {
            Err(ParseError {
                kind: ErrorKind::Compile,
                message: m.into(),
                line,
            })
        };
        if flags & access != 0 && new & access != 0 {
            return err("Multiple access type modifiers are not allowed");
        }
        if flags & new & Modifiers::ABSTRACT != 0 {
            return err("Multiple abstract modifiers are not allowed");
        }
        if flags & new & Modifiers::STATIC != 0 {
            return err("Multiple static modifiers are not allowed");
        }
        if flags & new & Modifiers::FINAL != 0 {
            return err("Multiple final modifiers are not allowed");
        }
        if flags & new & Modifiers::READONLY != 0 {
            return err("Multiple readonly modifiers are not allowed");
        }
        let all = flags | new;
        if all & Modifiers::ABSTRACT != 0 && all & Modifiers::FINAL != 0 {
            return err("Cannot use the final modifier on an abstract class member");
        }
        Ok(all)
    }

    /// php-src `zend_add_class_modifier`.
    fn add_class_modifier(&mut self, flags: u16, new: u16, line: u32) -> PResult<u16> {
        let err = |m: &str| {
            Err(ParseError {
                kind: ErrorKind::Compile,
                message: m.into(),
                line,
            })
        };
        if flags & new & Modifiers::ABSTRACT != 0 {
            return err("Multiple abstract modifiers are not allowed");
        }
        if flags & new & Modifiers::FINAL != 0 {
            return err("Multiple final modifiers are not allowed");
        }
        if flags & new & Modifiers::READONLY != 0 {
            return err("Multiple readonly modifiers are not allowed");
        }
        let all = flags | new;
        if all & Modifiers::ABSTRACT != 0 && all & Modifiers::FINAL != 0 {
            return err("Cannot use the final modifier on an abstract class");
        }
        Ok(all)
    }

    /// `class_declaration_statement`, `interface_...`, `trait_...`, `enum_...`.
    pub(super) fn class_declaration(
        &mut self,
        attributes: Vec<AttributeGroup>,
    ) -> PResult<ClassDecl> {
        let mut mods = 0u16;
        let line = self.line();
        loop {
            let m = match self.cur() {
                Tok::Abstract => Modifiers::ABSTRACT,
                Tok::Final => Modifiers::FINAL,
                Tok::Readonly => Modifiers::READONLY,
                _ => break,
            };
            let l = self.line();
            self.advance();
            mods = self.add_class_modifier(mods, m, l)?;
        }
        let kind = match self.cur() {
            Tok::Class => ClassKind::Class,
            Tok::Interface if mods == 0 => ClassKind::Interface,
            Tok::Trait if mods == 0 => ClassKind::Trait,
            Tok::Enum if mods == 0 => ClassKind::Enum,
            _ => {
                return Err(if mods != 0 {
                    self.unexpected(&["\"abstract\"", "\"final\"", "\"readonly\"", "\"class\""])
                } else {
                    self.unexpected(&[])
                })
            }
        };
        let kw_line = self.bump().line;
        let line = if mods != 0 { line } else { kw_line };
        let name_tok = self.expect(Tok::String)?;
        let name = self.text(&name_tok).to_vec();
        let mut decl = ClassDecl {
            kind,
            name: Some(name),
            modifiers: Modifiers(mods),
            extends: None,
            implements: Vec::new(),
            enum_backing: None,
            members: Vec::new(),
            attributes,
            line,
            end_line: line,
            doc: None,
        };
        match kind {
            ClassKind::Class => {
                if self.eat(Tok::Extends) {
                    decl.extends = Some(self.class_name()?);
                }
                if self.eat(Tok::Implements) {
                    decl.implements = self.class_name_list()?;
                }
            }
            ClassKind::Interface => {
                if self.eat(Tok::Extends) {
                    decl.implements = self.class_name_list()?;
                }
            }
            ClassKind::Enum => {
                if self.eat(Tok::Colon) {
                    decl.enum_backing = Some(self.type_expr(false)?);
                }
                if self.eat(Tok::Implements) {
                    decl.implements = self.class_name_list()?;
                }
            }
            ClassKind::Trait => {}
        }
        self.class_body(&mut decl)?;
        Ok(decl)
    }

    /// `anonymous_class` after `new class [(args)]`.
    pub(super) fn anonymous_class(
        &mut self,
        attributes: Vec<AttributeGroup>,
        line: u32,
    ) -> PResult<ClassDecl> {
        let mut decl = ClassDecl {
            kind: ClassKind::Class,
            name: None,
            modifiers: Modifiers(0),
            extends: None,
            implements: Vec::new(),
            enum_backing: None,
            members: Vec::new(),
            attributes,
            line,
            end_line: line,
            doc: None,
        };
        if self.eat(Tok::Extends) {
            decl.extends = Some(self.class_name()?);
        }
        if self.eat(Tok::Implements) {
            decl.implements = self.class_name_list()?;
        }
        self.class_body(&mut decl)?;
        Ok(decl)
    }

    /// `class_name`: a name or `static`.
    pub(super) fn class_name(&mut self) -> PResult<Name> {
        if self.cur() == Tok::Static {
            let t = self.bump();
            return Ok(Name {
                text: self.text(&t).to_vec(),
                kind: NameKind::Unqualified,
            });
        }
        if !self.is_name_start() {
            return Err(self.unexpected(&[]));
        }
        self.name()
    }

    pub(super) fn class_name_list(&mut self) -> PResult<Vec<Name>> {
        let mut v = vec![self.class_name()?];
        while self.eat(Tok::Comma) {
            v.push(self.class_name()?);
        }
        Ok(v)
    }

    fn class_body(&mut self, decl: &mut ClassDecl) -> PResult<()> {
        self.expect(Tok::LBrace)?;
        let saved_loops = std::mem::replace(&mut self.loops, 0);
        while self.cur() != Tok::RBrace {
            let m = self.class_statement();
            match m {
                Ok(m) => {
                    self.check_member(decl, &m);
                    if let ClassMember::Property { line, .. } = &m {
                        match decl.kind {
                            ClassKind::Interface => {
                                self.compile_error("Interfaces may not include properties", *line)
                            }
                            ClassKind::Enum => {
                                let msg = format!(
                                    "Enum {} cannot include properties",
                                    String::from_utf8_lossy(
                                        decl.name.as_deref().unwrap_or_default()
                                    )
                                );
                                self.compile_error(&msg, *line)
                            }
                            _ => {}
                        }
                    }
                    decl.members.push(m)
                }
                Err(e) => {
                    self.loops = saved_loops;
                    return Err(e);
                }
            }
        }
        self.loops = saved_loops;
        decl.end_line = self.expect(Tok::RBrace)?.line;
        Ok(())
    }

    /// Compile-time checks of a member that need its class
    /// (php-src `zend_begin_method_decl`, `zend_compile_enum_case`).
    fn check_member(&mut self, decl: &ClassDecl, m: &ClassMember) {
        let class = match &decl.name {
            Some(n) if self.ns.name.is_empty() => String::from_utf8_lossy(n).into_owned(),
            Some(n) => format!(
                "{}\\{}",
                String::from_utf8_lossy(&self.ns.name),
                String::from_utf8_lossy(n)
            ),
            None => return,
        };
        match m {
            ClassMember::Method { modifiers, decl: f } => {
                let name = String::from_utf8_lossy(&f.name);
                let interface = decl.kind == ClassKind::Interface;
                let has_body = f.body.is_some();
                let msg = if interface || modifiers.has(Modifiers::ABSTRACT) {
                    let what = if interface { "Interface" } else { "Abstract" };
                    has_body
                        .then(|| format!("{what} function {class}::{name}() cannot contain body"))
                } else if !has_body {
                    Some(format!(
                        "Non-abstract method {class}::{name}() must contain body"
                    ))
                } else {
                    None
                };
                if let Some(msg) = msg {
                    self.compile_error(msg, f.line);
                }
            }
            ClassMember::EnumCase {
                name, value, line, ..
            } => {
                let name = String::from_utf8_lossy(name);
                if decl.kind != ClassKind::Enum {
                    self.compile_error("Case can only be used in enums", *line);
                } else if decl.enum_backing.is_some() && value.is_none() {
                    self.compile_error(
                        format!("Case {name} of backed enum {class} must have a value"),
                        *line,
                    );
                } else if decl.enum_backing.is_none() && value.is_some() {
                    self.compile_error(
                        format!("Case {name} of non-backed enum {class} must not have a value"),
                        *line,
                    );
                }
            }
            _ => {}
        }
    }

    /// `class_statement`
    fn class_statement(&mut self) -> PResult<ClassMember> {
        let line = self.line();
        if self.cur() == Tok::Use {
            self.advance();
            let traits = self.class_name_list()?;
            let adaptations = self.trait_adaptations()?;
            return Ok(ClassMember::TraitUse {
                traits,
                adaptations,
                line,
            });
        }
        let doc = self.doc_before(self.pos);
        let attributes = self.attributes()?;
        let line = self.line();
        if self.cur() == Tok::Case {
            self.advance();
            let name = self.identifier()?;
            let value = if self.eat(Tok::Eq) {
                Some(self.expr()?)
            } else {
                None
            };
            self.expect(Tok::Semicolon)?;
            return Ok(ClassMember::EnumCase {
                name,
                value,
                attributes,
                line,
            });
        }
        let mut mods = 0u16;
        if self.cur() == Tok::Var {
            self.advance();
            mods = Modifiers::VAR;
        } else {
            loop {
                let m = match self.cur() {
                    Tok::Public => Modifiers::PUBLIC,
                    Tok::Protected => Modifiers::PROTECTED,
                    Tok::Private => Modifiers::PRIVATE,
                    Tok::Static => Modifiers::STATIC,
                    Tok::Abstract => Modifiers::ABSTRACT,
                    Tok::Final => Modifiers::FINAL,
                    Tok::Readonly => Modifiers::READONLY,
                    _ => break,
                };
                let l = self.line();
                self.advance();
                mods = self.add_member_modifier(mods, m, l)?;
            }
        }
        match self.cur() {
            Tok::Const if mods & Modifiers::VAR == 0 => {
                self.advance();
                let mut consts = Vec::new();
                loop {
                    let name_line = self.line();
                    let name = self.identifier()?;
                    if name.eq_ignore_ascii_case(b"class") {
                        self.compile_error(
                            "A class constant must not be called 'class'; it is reserved for class name fetching",
                            name_line,
                        );
                    }
                    self.expect(Tok::Eq)?;
                    let value = self.expr()?;
                    consts.push(ConstItem { name, value });
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect_list_end()?;
                Ok(ClassMember::Const {
                    modifiers: Modifiers(mods),
                    consts,
                    attributes,
                    line,
                    doc,
                })
            }
            Tok::Function if mods & Modifiers::VAR == 0 => {
                let fline = self.bump().line;
                let by_ref_return = matches!(self.cur(), Tok::Amp | Tok::AmpVar) && {
                    self.advance();
                    true
                };
                let name = self.identifier()?;
                let params = self.parameter_list(line)?;
                let return_type = self.return_type()?;
                let (body, end_line) = if self.eat(Tok::Semicolon) {
                    (None, self.prev_end_line())
                } else if self.cur() == Tok::LBrace {
                    let (b, e) = self.function_body()?;
                    (Some(b), e)
                } else {
                    return Err(self.unexpected(&["\";\"", "\"{\""]));
                };
                let decl = FunctionDecl {
                    name,
                    params,
                    by_ref_return,
                    return_type,
                    body,
                    uses: Vec::new(),
                    is_static: mods & Modifiers::STATIC != 0,
                    attributes,
                    line: if mods != 0 { line } else { fline },
                    end_line,
                    doc,
                };
                Ok(ClassMember::Method {
                    modifiers: Modifiers(mods),
                    decl: Rc::new(decl),
                })
            }
            _ if mods != 0 => {
                let ty = match self.cur() {
                    Tok::Variable => None,
                    Tok::Question | Tok::LParen | Tok::Array | Tok::Callable => {
                        Some(self.type_expr(false)?)
                    }
                    _ if self.is_name_start() => Some(self.type_expr(false)?),
                    _ => return Err(self.unexpected(&["variable"])),
                };
                let mut props = Vec::new();
                loop {
                    let t = self.expect(Tok::Variable)?;
                    let name = self.var_name(&t);
                    let default = if self.eat(Tok::Eq) {
                        Some(self.expr()?)
                    } else {
                        None
                    };
                    props.push(PropertyItem { name, default });
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect_list_end()?;
                Ok(ClassMember::Property {
                    modifiers: Modifiers(mods),
                    ty,
                    props,
                    attributes,
                    line,
                    doc,
                })
            }
            _ => Err(self.unexpected(&["\"function\"", "\"const\""])),
        }
    }

    /// `';'` after a comma-separated list: bison lists `","` and `";"`.
    pub(super) fn expect_list_end(&mut self) -> PResult<()> {
        if self.eat(Tok::Semicolon) {
            Ok(())
        } else {
            Err(self.unexpected(&["\",\"", "\";\""]))
        }
    }

    /// `trait_adaptations`: `;` or `{ ... }`.
    fn trait_adaptations(&mut self) -> PResult<Vec<TraitAdaptation>> {
        if self.eat(Tok::Semicolon) {
            return Ok(Vec::new());
        }
        if self.cur() != Tok::LBrace {
            return Err(self.unexpected(&["\",\"", "\";\"", "\"{\""]));
        }
        self.advance();
        let mut v = Vec::new();
        while self.cur() != Tok::RBrace {
            // trait_method_reference: identifier | class_name '::' identifier
            let (trait_, method) =
                if self.is_name_start() && self.peek_at(1) == Tok::PaamayimNekudotayim {
                    let n = self.name()?;
                    self.advance();
                    (Some(n), self.identifier()?)
                } else {
                    (None, self.identifier()?)
                };
            if trait_.is_none() && self.cur() != Tok::As {
                return Err(self.unexpected(&["\"::\""]));
            }
            if self.eat(Tok::Insteadof) {
                let Some(trait_) = trait_ else {
                    return Err(self.unexpected(&["\"::\""]));
                };
                let instead_of = self.class_name_list()?;
                v.push(TraitAdaptation::Insteadof {
                    trait_,
                    method,
                    instead_of,
                });
            } else {
                self.expect(Tok::As)?;
                let mut modifiers = 0u16;
                let m = match self.cur() {
                    Tok::Public => Modifiers::PUBLIC,
                    Tok::Protected => Modifiers::PROTECTED,
                    Tok::Private => Modifiers::PRIVATE,
                    Tok::Static => Modifiers::STATIC,
                    Tok::Abstract => Modifiers::ABSTRACT,
                    Tok::Final => Modifiers::FINAL,
                    Tok::Readonly => Modifiers::READONLY,
                    _ => 0,
                };
                if m != 0 {
                    self.advance();
                    modifiers = m;
                }
                let alias = if self.cur() == Tok::String
                    || (m == 0 && self.cur().is_reserved_non_modifier())
                    || (m != 0 && self.is_identifier())
                {
                    Some(self.identifier()?)
                } else if m == 0 {
                    return Err(self.unexpected(&[]));
                } else {
                    None
                };
                v.push(TraitAdaptation::Alias {
                    trait_,
                    method,
                    modifiers: Modifiers(modifiers),
                    alias,
                });
            }
            self.expect(Tok::Semicolon)?;
        }
        self.expect(Tok::RBrace)?;
        Ok(v)
    }
}

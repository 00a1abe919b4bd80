//! The one opcode table.
//!
//! Every opcode is declared once, in [`for_each_op!`], with a doc line in
//! register notation (Lua `lopcodes.h` style) and the kind of each operand.
//! The enum [`Op`], the operand-kind table used by the compiler's register
//! fix-up pass and the disassembler are all generated from it, so a new
//! opcode is one line here plus one handler in the VM.
//!
//! Notation: `R[x]` is frame slot `x`, or literal `K[x & !LIT]` when the
//! operand has the [`crate::LIT`] bit; `pc` jumps are absolute instruction
//! indices. Operand kinds: `r` read register/literal, `w` written register,
//! `j` jump target, `n` plain number (an index into a side table or a small
//! immediate). `-` marks an unused operand.

/// Invokes `$m!` with the whole table: `Name(kind_a, kind_b, kind_c) "doc";`.
#[macro_export]
macro_rules! for_each_op {
    ($m:ident) => {
        $m! {
            /// `Nop           -`
            Nop(-, -, -);
            /// `Assign dst src        R[dst] := R[src]  (writes through a reference in R[dst])`
            Assign(w, r, -);
            /// `AssignRef dst src     R[src] becomes a reference (if not one); R[dst] := that reference`
            AssignRef(w, w, -);
            /// `MoveRef dst src       R[dst] := move(R[src])  (binds a reference held in a temp; R[src] := undef)`
            MoveRef(w, w, -);
            /// `Unset dst copy        R[dst] := undefined  (copy != 0: R[dst] held a copy of a handle stored elsewhere, no cycle-collector root)`
            Unset(w, n, -);
            /// `Add dst a b           R[dst] := R[a] + R[b]`
            Add(w, r, r);
            /// `Sub dst a b           R[dst] := R[a] - R[b]`
            Sub(w, r, r);
            /// `Mul dst a b           R[dst] := R[a] * R[b]`
            Mul(w, r, r);
            /// `Div dst a b           R[dst] := R[a] / R[b]`
            Div(w, r, r);
            /// `Mod dst a b           R[dst] := R[a] % R[b]`
            Mod(w, r, r);
            /// `Pow dst a b           R[dst] := R[a] ** R[b]`
            Pow(w, r, r);
            /// `Concat dst a b        R[dst] := R[a] . R[b]  (appends in place when dst == a)`
            Concat(w, r, r);
            /// `BitAnd dst a b        R[dst] := R[a] & R[b]`
            BitAnd(w, r, r);
            /// `BitOr dst a b         R[dst] := R[a] | R[b]`
            BitOr(w, r, r);
            /// `BitXor dst a b        R[dst] := R[a] ^ R[b]`
            BitXor(w, r, r);
            /// `Shl dst a b           R[dst] := R[a] << R[b]`
            Shl(w, r, r);
            /// `Shr dst a b           R[dst] := R[a] >> R[b]`
            Shr(w, r, r);
            /// `Eq dst a b            R[dst] := R[a] == R[b]`
            Eq(w, r, r);
            /// `NotEq dst a b         R[dst] := R[a] != R[b]`
            NotEq(w, r, r);
            /// `Identical dst a b     R[dst] := R[a] === R[b]`
            Identical(w, r, r);
            /// `NotIdentical dst a b  R[dst] := R[a] !== R[b]`
            NotIdentical(w, r, r);
            /// `Lt dst a b            R[dst] := R[a] < R[b]`
            Lt(w, r, r);
            /// `Le dst a b            R[dst] := R[a] <= R[b]`
            Le(w, r, r);
            /// `Spaceship dst a b     R[dst] := R[a] <=> R[b]`
            Spaceship(w, r, r);
            /// `Not dst a             R[dst] := !R[a]`
            Not(w, r, -);
            /// `BitNot dst a          R[dst] := ~R[a]`
            BitNot(w, r, -);
            /// `Bool dst a            R[dst] := (bool)R[a]`
            Bool(w, r, -);
            /// `Cast dst a kind       R[dst] := (kind)R[a]  (kind: 0 int, 1 float, 2 string, 3 bool, 4 array, 5 object)`
            Cast(w, r, n);
            /// `PreInc dst v          R[v] := R[v] + 1; R[dst] := R[v]`
            PreInc(w, w, -);
            /// `PreDec dst v          R[v] := R[v] - 1; R[dst] := R[v]`
            PreDec(w, w, -);
            /// `PostInc dst v         R[dst] := R[v]; R[v] := R[v] + 1`
            PostInc(w, w, -);
            /// `PostDec dst v         R[dst] := R[v]; R[v] := R[v] - 1`
            PostDec(w, w, -);
            /// `Jmp - - pc            goto pc`
            Jmp(-, -, j);
            /// `JmpZ a - pc           if !R[a] goto pc`
            JmpZ(r, -, j);
            /// `JmpNZ a - pc          if R[a] goto pc`
            JmpNZ(r, -, j);
            /// `JmpLt a b pc         if R[a] < R[b] goto pc`
            JmpLt(r, r, j);
            /// `JmpLe a b pc         if R[a] <= R[b] goto pc`
            JmpLe(r, r, j);
            /// `JmpNLt a b pc        if !(R[a] < R[b]) goto pc`
            JmpNLt(r, r, j);
            /// `JmpNLe a b pc        if !(R[a] <= R[b]) goto pc`
            JmpNLe(r, r, j);
            /// `JmpEq a b pc         if R[a] == R[b] goto pc`
            JmpEq(r, r, j);
            /// `JmpNEq a b pc        if !(R[a] == R[b]) goto pc`
            JmpNEq(r, r, j);
            /// `JmpIdentical a b pc  if R[a] === R[b] goto pc`
            JmpIdentical(r, r, j);
            /// `JmpNIdentical a b pc if !(R[a] === R[b]) goto pc`
            JmpNIdentical(r, r, j);
            /// `IncJmpLt v b pc      ++R[v] (value unused); then the `JmpLt v b pc` that follows: jumps back at once when it would`
            IncJmpLt(w, r, j);
            /// `IncJmpLe v b pc      ++R[v] (value unused); then the `JmpLe v b pc` that follows: jumps back at once when it would`
            IncJmpLe(w, r, j);
            /// `JmpSet dst a pc       if R[a] is set and not null { R[dst] := R[a]; goto pc }  (quietly: for ??)`
            JmpSet(w, r, j);
            /// `JmpNotNull dst a pc   if R[a] !== null { R[dst] := R[a]; goto pc }  (for ?->; R[a] must be defined)`
            JmpNotNull(w, r, j);
            /// `Echo a                output (string)R[a]`
            Echo(r, -, -);
            /// `NewArray dst n        R[dst] := [] with room for n elements`
            NewArray(w, n, -);
            /// `ArrayPush arr v       R[arr][] := R[v]  (array literal element)`
            ArrayPush(w, r, -);
            /// `ArrayInsert arr k v   R[arr][R[k]] := R[v]  (array literal element with key)`
            ArrayInsert(w, r, r);
            /// `ArrayPushRef arr t    R[arr][] := move(R[t])  (R[t] holds a reference)`
            ArrayPushRef(w, w, -);
            /// `ArrayInsertRef arr k t  R[arr][R[k]] := move(R[t])  (R[t] holds a reference)`
            ArrayInsertRef(w, r, w);
            /// `ArrayUnpack arr src   R[arr] := R[arr] + ...R[src]  (spread in an array literal)`
            ArrayUnpack(w, r, -);
            /// `GetDim dst base k     R[dst] := R[base][R[k]]  (warns on missing keys)`
            GetDim(w, r, r);
            /// `GetDimQ dst base k    R[dst] := R[base][R[k]] ?? null  (quiet: isset, ??)`
            GetDimQ(w, r, r);
            /// `IssetDim dst base k   R[dst] := isset(R[base][R[k]])`
            IssetDim(w, r, r);
            /// `EmptyDim dst base k   R[dst] := empty(R[base][R[k]])`
            EmptyDim(w, r, r);
            /// `FetchList dst src k   R[dst] := R[src][R[k]]  (list() element: warns on a missing key, quiet on non-arrays)`
            FetchList(w, r, r);
            /// `SetDim v k val        R[v][R[k]] := R[val]  (R[v] a variable)`
            SetDim(w, r, r);
            /// `AppendDim v val       R[v][] := R[val]`
            AppendDim(w, r, -);
            /// `PathStart dst base    begin an lvalue path at variable R[base]; the terminal writes its result to R[dst]`
            PathStart(w, w, -);
            /// `PathDim k             path += [R[k]]`
            PathDim(r, -, -);
            /// `PathAppend            path += []`
            PathAppend(-, -, -);
            /// `PathAssign val        path := R[val]; R[dst] := R[val]`
            PathAssign(r, -, -);
            /// `PathAssignOp val op   path := path <op> R[val]; R[dst] := new value  (op: BinOp code)`
            PathAssignOp(r, n, -);
            /// `PathIncDec kind       ++/-- on path (0 pre-inc, 1 pre-dec, 2 post-inc, 3 post-dec); R[dst] := result`
            PathIncDec(n, -, -);
            /// `PathRef               path becomes a reference; R[dst] := that reference`
            PathRef(-, -, -);
            /// `PathBindRef t         path := move(R[t]) (a reference: `$a[k] = &$x`)`
            PathBindRef(w, -, -);
            /// `PathUnset             unset(path)`
            PathUnset(-, -, -);
            /// `PathCoalesce val pc   if path is set and not null { R[dst] := path; goto pc }  (??=)`
            PathCoalesce(r, j, -);
            /// `PathFetch             R[dst] := path (for write: a nested array is created; used by list() with refs)`
            PathFetch(-, -, -);
            /// `Isset dst a           R[dst] := R[a] is defined and not null`
            Isset(w, r, -);
            /// `Empty dst a           R[dst] := !isset(R[a]) || !R[a]`
            Empty(w, r, -);
            /// `VarVar dst name       R[dst] := ${R[name]}  (warns when undefined)`
            VarVar(w, r, -);
            /// `VarVarQ dst name      R[dst] := ${R[name]} ?? null  (quiet)`
            VarVarQ(w, r, -);
            /// `VarVarRef dst name    R[dst] := reference to ${R[name]} (created as null if missing)`
            VarVarRef(w, r, -);
            /// `VarVarUnset name      unset(${R[name]})`
            VarVarUnset(r, -, -);
            /// `GlobalRef dst name    R[dst] := reference to global ${R[name]} (created if missing)`
            GlobalRef(w, r, -);
            /// `GlobalGet dst name    R[dst] := $GLOBALS[R[name]]  (warns when undefined)`
            GlobalGet(w, r, -);
            /// `BindGlobal v name     R[v] := reference to global ${K[name]}`
            BindGlobal(w, r, -);
            /// `BindStatic v idx pc   R[v] := reference to static idx; if it was initialised before, goto pc`
            BindStatic(w, n, j);
            /// `Globals dst           R[dst] := $GLOBALS (a read-only copy)`
            Globals(w, -, -);
            /// `DeclareFunc f         declare function f of this script`
            DeclareFunc(n, -, -);
            /// `DeclareConst name v   define(K[name], R[v])  (const statement)`
            DeclareConst(r, r, -);
            /// `FetchConst dst name   R[dst] := constant K[name]  (Error when undefined)`
            FetchConst(w, r, -);
            /// `MakeClosure dst f     R[dst] := closure of function f`
            MakeClosure(w, n, -);
            /// `Capture clo src i     closure R[clo] captures R[src] by value into use slot i`
            Capture(r, r, n);
            /// `CaptureRef clo v i    R[v] becomes a reference; closure R[clo] captures it into use slot i`
            CaptureRef(r, w, n);
            /// `CaptureIf clo src i   like Capture, but only when R[src] is defined (arrow functions)`
            CaptureIf(r, r, n);
            /// `InitCall site         start a call to the function named by call site `site``
            InitCall(n, -, -);
            /// `InitCallDyn f site u  start a call to callable R[f] (u = 1, 2: for `call_user_func(_array)`, whose TypeError an uncallable R[f] raises)`
            InitCallDyn(r, n, n);
            /// `SendVal a             pass R[a]`
            SendVal(r, -, -);
            /// `SendVar v             pass R[v] by reference if the callee's parameter is by-ref, else by value`
            SendVar(w, -, -);
            /// `SendRef t             pass move(R[t]) (a reference)`
            SendRef(w, -, -);
            /// `SendTmpRef a          pass R[a] (not a variable) to the next parameter; notice if by-ref`
            SendTmpRef(r, -, -);
            /// `SendUnpack a          pass ...R[a]`
            SendUnpack(r, -, -);
            /// `SendNamed a name      pass R[a] as the parameter named K[name]`
            SendNamed(r, r, -);
            /// `SendUser a            pass R[a] by value; a by-reference parameter warns and gets a temporary reference (`call_user_func`)`
            SendUser(r, -, -);
            /// `SendUserArray a       pass the elements of array R[a] (string keys named), as `call_user_func_array` does`
            SendUserArray(r, -, -);
            /// `JmpArgByVal - - pc    if the next parameter of the pending call is not by-ref goto pc`
            JmpArgByVal(-, -, j);
            /// `DoCall dst byref      call the pending function; R[dst] := result (byref = 1: bind a returned reference)`
            DoCall(w, n, -);
            /// `CallFn dst site n     R[dst] := f(args) for a hoisted by-value function of this script (call site `site`); the n argument operands follow in ceil(n/3) `Args`, which it skips`
            CallFn(w, n, n);
            /// `Args a b c            argument operands of the `CallFn` before it (a no-op when run)`
            Args(r, r, r);
            /// `CallName dst site n   R[dst] := f(args) for a call by name (call site `site`) whose n arguments are variables and literals, their operands in the ceil(n/3) `Args` after it: a builtin is called directly, anything else as InitCall, the sends and DoCall would`
            CallName(w, n, n);
            /// `Return a              return R[a] from this frame`
            Return(r, -, -);
            /// `ReturnRef t           return the reference in R[t]`
            ReturnRef(w, -, -);
            /// `RecvDefault i - pc    if argument i was passed goto pc`
            RecvDefault(n, -, j);
            /// `RecvCheck i           coerce parameter i to its declared type (after a default was computed)`
            RecvCheck(n, -, -);
            /// `RecvVariadic dst      R[dst] := the extra arguments as an array`
            RecvVariadic(w, -, -);
            /// `VerifyReturn a        check R[a] against the declared return type (coercing it in place)`
            VerifyReturn(w, -, -);
            /// `ReturnTyped a         VerifyReturn a, then Return a (fused; the `Return a` stays next, for jumps to it)`
            ReturnTyped(w, -, -);
            /// `Silence dst           R[dst] := error_reporting; error_reporting := 0 (the @ operator)`
            Silence(w, -, -);
            /// `EndSilence a          error_reporting := R[a] (unless changed meanwhile)`
            EndSilence(r, -, -);
            /// `Include dst path kind R[dst] := include R[path] (kind: 0 include, 1 include_once, 2 require, 3 require_once)`
            Include(w, r, n);
            /// `Eval dst code         R[dst] := eval(R[code])`
            Eval(w, r, -);
            /// `Exit a                exit(R[a]) (a = NONE: exit)`
            Exit(r, -, -);
            /// `FeReset it src        iterator R[it..it+4] := by-value iterator over R[src]`
            FeReset(w, r, -);
            /// `FeResetRef it v       iterator R[it..it+4] := by-reference iterator over variable R[v]`
            FeResetRef(w, w, -);
            /// `FeFetch it v pc       next element into R[v] (R[it+2] := its key); when done goto pc`
            FeFetch(w, w, j);
            /// `FeFetchRef it v pc    next element, made a reference, bound to R[v]; when done goto pc`
            FeFetchRef(w, w, j);
            /// `FeFree it             drop the iterator`
            FeFree(w, -, -);
            /// `MatchError a          throw UnhandledMatchError for R[a]`
            MatchError(r, -, -);
            /// `Throw a               throw R[a]`
            Throw(r, -, -);
            /// `Catch dst class pc    if the in-flight throwable is an instance of K[class]: R[dst] := it; else goto pc`
            Catch(w, r, j);
            /// `Rethrow               continue unwinding the in-flight throwable (end of a finally / no catch matched)`
            Rethrow(-, -, -);
            /// `MethodCall dst obj name  R[dst] := R[obj]->K[name]() with the pending call's arguments`
            MethodCall(w, r, r);
            /// `New dst class args    R[dst] := new K[class](...R[args])  (built-in Throwable classes only)`
            New(w, r, r);
            /// `InstanceOf dst a class  R[dst] := R[a] instanceof K[class]`
            InstanceOf(w, r, r);
            /// `Strlen dst a          R[dst] := strlen(R[a]) when R[a] is a string; else the builtin's rules`
            Strlen(w, r, -);
            /// `Count dst a sizeof    R[dst] := count(R[a]) when R[a] is an array; else the builtin's rules (sizeof = 1: written `sizeof`, the name its errors give)`
            Count(w, r, n);
            /// `DeclareClass c        declare class c of this script (a no-op if it was hoisted)`
            DeclareClass(n, -, -);
            /// `NewObj dst class      R[dst] := a new instance of class R[class] (constructor not run)`
            NewObj(w, r, -);
            /// `InitCtor obj          start a call to R[obj]'s constructor (a no-op callee when there is none)`
            InitCtor(r, -, -);
            /// `InitMethod obj name   start a call to R[obj]->R[name]()`
            InitMethod(r, r, -);
            /// `InitStatic class name f  start a call to R[class]::R[name]() (self/parent/static resolved at run time; f = 1: written `self::`/`parent::`, which forward the called class)`
            InitStatic(r, r, n);
            /// `FetchProp dst obj name  R[dst] := R[obj]->R[name]  (warns when undefined)`
            FetchProp(w, r, r);
            /// `FetchPropQ dst obj name R[dst] := R[obj]->R[name] ?? null  (quiet: isset, ??)`
            FetchPropQ(w, r, r);
            /// `AssignProp obj name v R[obj]->R[name] := R[v]`
            AssignProp(r, r, r);
            /// `PropRef dst obj name  R[dst] := reference to R[obj]->R[name] (for nested writes)`
            PropRef(w, r, r);
            /// `IssetProp dst obj name R[dst] := isset(R[obj]->R[name])`
            IssetProp(w, r, r);
            /// `UnsetProp obj name    unset(R[obj]->R[name])`
            UnsetProp(r, r, -);
            /// `StaticPropRef dst class name  R[dst] := reference to R[class]::$R[name]`
            StaticPropRef(w, r, r);
            /// `ClassConst dst class name  R[dst] := R[class]::R[name]  (`class` gives the class name)`
            ClassConst(w, r, r);
            /// `Clone dst a           R[dst] := clone R[a]`
            Clone(w, r, -);
            /// `GenCreate            end of a generator function's prologue: suspend the frame into a new Generator and return it`
            GenCreate(-, -, -);
            /// `MakeCallable dst      R[dst] := a Closure of the pending call's target, which is dropped (`f(...)`)`
            MakeCallable(w, -, -);
            /// `Yield dst v k         suspend yielding R[v] (NONE: null) with key R[k] (NONE: the next auto key); on resume R[dst] := the sent value`
            Yield(w, r, r);
            /// `YieldFrom dst src     delegate to R[src] (array or Traversable; R[src+1] keeps the position); when exhausted R[dst] := its result`
            YieldFrom(w, w, -);
            /// `BindPropRef obj name r  R[obj]->R[name] =& move(R[r])  (R[r] holds a reference; a register, never a literal)`
            BindPropRef(r, r, w);
            /// `AssertCheck dst - pc  if zend.assertions <= 0 { R[dst] := true; goto pc }  (skips an assert() call, arguments unevaluated)`
            AssertCheck(w, -, j);
            /// `Tick n              declare(ticks=n): count a tick; every n-th runs the tick functions`
            Tick(n, -, -);
            /// `CallMethod dst obj n  R[dst] := R[obj]->K[name](args) where the n arguments (variables and literals only) follow K[name] in ceil((n+1)/3) `Args`, which it skips; with MOVES_RECEIVER in n, R[obj] is moved into the call; with CTOR_CALL, it is `new`'s constructor call on R[obj] (found as InitCtor finds it)`
            CallMethod(w, r, n);
            /// `CallStatic dst cls n  R[dst] := K[cls]::K[name](args): what `InitStatic cls name`, one send per argument and `DoCall dst` do, where the n arguments (variables and literals only) follow K[name] in ceil((n+1)/3) `Args`, which it skips`
            CallStatic(w, r, n);
        }
    };
}

macro_rules! gen_ops {
    ($( $(#[$doc:meta])* $name:ident($a:tt, $b:tt, $c:tt); )*) => {
        /// An opcode. See [`for_each_op!`] for each one's meaning.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Op {
            $( $(#[$doc])* $name, )*
        }

        impl Op {
            /// Every opcode in table order.
            pub const ALL: &'static [Op] = &[$(Op::$name),*];

            /// The opcode's name as the disassembler prints it.
            pub fn name(self) -> &'static str {
                match self { $(Op::$name => stringify!($name),)* }
            }

            /// The kinds of the three operands a, b, c.
            pub fn operands(self) -> [Operand; 3] {
                match self { $(Op::$name => [gen_ops!(@k $a), gen_ops!(@k $b), gen_ops!(@k $c)],)* }
            }
        }
    };
    (@k -) => { Operand::Unused };
    (@k r) => { Operand::Read };
    (@k w) => { Operand::Write };
    (@k j) => { Operand::Jump };
    (@k n) => { Operand::Num };
}

/// What an operand means, used by the register fix-up pass and the disassembler.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operand {
    Unused,
    /// A register or (with [`crate::LIT`]) a literal, read.
    Read,
    /// A register that is written (or read and written).
    Write,
    /// An absolute instruction index.
    Jump,
    /// A plain number.
    Num,
}

for_each_op!(gen_ops);

package cssd.nvme

import chisel3._
import chisel3.util._
import cssd.CssdConfig
import cssd.generated.NvmeSpec.{Constant, CqeDw3, DsmCdw10, DsmRange, GenericStatus, NvmOpcode, OpcodeRange,
  RwCdw12, SearchCdw13, SearchQuery, Sqe, SqeDw0, Status, VendorIoOpcode}

/** Configuration of SACA, the NVM-set-aware command arbitrator (DC-Store section 2).
  *
  * @param numSets   NVM sets, one command queue (and one firmware core) each
  * @param numSlots  command slots shared by all sets: I/O commands accepted but not yet completed.
  *                  Each set has a cap (SLOT_CAP): a set holding its cap has every SQ that
  *                  brought it a command at the cap held (not fetched) until it drops below, so a
  *                  set that stops completing stops taking slots. The slots above the sum of the
  *                  caps take what was fetched before the hold (`parkSlots`); with the caps
  *                  within `capBudget` a stopped set never blocks another set's SQs
  * @param maxNs     namespace table entries (NSIDs 1..maxNs)
  * @param mdtsShift log2 of the largest Read/Write transfer in bytes (20 = 1 MiB)
  * @param doneDepth per-set queue of transfer results (DONE_INFO). It is also the set's credit: a
  *                  set has at most this many transfers without AUTO_CPL between its request and
  *                  its DONE_POP, so a set that stops popping never holds the shared result path
  *                  (and through it the data mover) against the other sets. 16 covers the HIL's
  *                  asynchronous reads (HIL_READ_CTXS) with room to spare
  * @param quantum   bytes a set's transfer deficit grows by at each of its turns: the transfer
  *                  requests of sets are served deficit round robin, so backlogged sets share the
  *                  data mover by bytes, not by requests. One 4 KiB page, the firmware's usual
  *                  transfer: larger quanta let a set hold the mover longer per turn, smaller ones
  *                  cost more turns (one idle cycle each) before a large transfer goes
  */
case class NvmeSacaParams(numSets: Int = CssdConfig.maxSets, numSlots: Int = CssdConfig.slots,
                          maxNs: Int = CssdConfig.namespaces, mdtsShift: Int = 20,
                          doneDepth: Int = 16, quantum: Int = 4096) {
  require(numSets >= 1 && numSets <= 16, "the set id is 4 bits in the namespace table")
  require(isPow2(numSlots) && numSlots >= 4 && numSlots <= 1024, "REQ_CTRL.SLOT is 10 bits")
  require(maxNs >= 1 && maxNs <= 16, "NS_ATTR.INDEX is 4 bits")
  require(mdtsShift >= 12 && mdtsShift <= 23, "transfer lengths are 24-bit")
  require(doneDepth >= 2 && doneDepth <= 64)
  require(quantum >= 4 && quantum < (1 << 24))
  val slotW: Int = log2Ceil(numSlots)
  /** Commands an SQ can still deliver after its hold: every fetch tag full of its SQEs, the
    * engine's output queue and SACA's input buffer (NvmeFrontEndParams defaults: 8 x 8 + 2 + 2),
    * rounded up. */
  val parkSlots: Int = 72
  /** The sum of the caps that keeps every set's share: what the park leaves. */
  val capBudget: Int = numSlots - parkSlots
  /** SLOT_CAP's reset value: an equal share for every set the hardware has. */
  val defaultCap: Int = (capBudget / numSets).min(255)
  val setW: Int = log2Ceil(numSets).max(1)
  val nsW: Int = log2Ceil(maxNs).max(1)
  /** MDTS as Identify Controller reports it: 2^n pages of 4 KiB. */
  val mdtsField: Int = mdtsShift - 12
}

/** One namespace table entry, written by the management firmware. */
class NsEntry extends Bundle {
  val valid = Bool()
  val host = Bool()
  val set = UInt(4.W)
  val lbaShift = UInt(5.W)
  val nsze = UInt(64.W)
}

class NsCfg extends Bundle {
  val index = UInt(4.W)
  val entry = new NsEntry
}

/** A checked I/O command handed to its set's firmware. */
class SetCmd(p: NvmeFrontEndParams, s: NvmeSacaParams) extends Bundle {
  val slot = UInt(s.slotW.W)
  val sqid = UInt(p.qidWidth.W)
  val len = UInt(24.W)
  val sqe = UInt(512.W)
}

/** A request from a set's firmware: move data of a slot (kind 0) or complete it (kind 1). */
class SetReq(s: NvmeSacaParams) extends Bundle {
  val slot = UInt(s.slotW.W)
  val complete = Bool()
  val toHost = Bool()
  val autoCpl = Bool()
  val status = UInt(CqeDw3.Sf.width.W)
  val dw0 = UInt(32.W)
  val localAddr = UInt(32.W)
  val offset = UInt(24.W)
  val len = UInt(24.W)
}

/** Result of a transfer request without AUTO_CPL. */
class SetDone(s: NvmeSacaParams) extends Bundle {
  val slot = UInt(s.slotW.W)
  val status = UInt(3.W)
}

/** Transfer results SACA adds to the data mover's (NvmeXferStatus, 0..4). */
object SacaXferStatus {
  /** The slot's command belongs to an older controller-enable generation: nothing was moved. */
  val Dropped = 5.U(3.W)
}

/** I/O opcodes SACA steers to sets; every other I/O opcode below 80h is rejected, every other one
  * from 80h goes to the management firmware. The 2PM search pair is vendor-specific but served by
  * the set that owns the namespace's flash. */
private object SacaOpcodes {
  val Search: Seq[Int] = Seq(VendorIoOpcode.SearchQuery, VendorIoOpcode.Search)
  val Steered: Seq[Int] = Seq(NvmOpcode.Flush, NvmOpcode.Write, NvmOpcode.Read, NvmOpcode.WriteZeroes,
    NvmOpcode.DatasetManagement) ++ Search
}

/** SACA: takes every fetched command from the queue engine, sends admin commands, vendor-specific
  * I/O commands (opcodes 80h-FFh) other than the search pair and broadcast Flush to the management
  * firmware, checks NVM I/O
  * commands against the namespace table (opcode, FUSE/PSDT, namespace, LBA range, MDTS, PRP1
  * alignment) and completes failures itself, and steers good ones into a command slot and their
  * set's command queue. Sets move data by naming the slot in transfer requests (the slot holds
  * PRP1/PRP2 and the data length for the data mover) and complete by naming it again; SACA
  * gathers those completions, with the CQ identity kept in the slot, into one completion stream.
  *
  * Commands of one set are delivered in SQ fetch order; sets never wait for each other except
  * for the shared slots (see `NvmeSacaParams.numSlots`) and the transfer path, which serves the
  * sets' requests deficit round robin by bytes (`quantum`). A set's transfer results wait in its
  * own queue, which its credit (`doneDepth`) keeps from ever filling.
  */
class NvmeSaca(p: NvmeFrontEndParams, s: NvmeSacaParams) extends Module {
  override def desiredName = "saca" // emitted as nvme_saca (Emit.prefixed)
  val io = IO(new Bundle {
    val cmdIn = Flipped(Decoupled(new FwCmd(p)))
    val gen = Input(UInt(p.genWidth.W))
    val nsCfg = Flipped(Valid(new NsCfg))
    /** Per set: slots it may hold before the SQs that bring it commands are held (SLOT_CAP). */
    val slotCap = Input(Vec(s.numSets, UInt(8.W)))
    /** Per SQ: do not fetch (the queue engine leaves it out of arbitration). */
    val sqHold = Output(UInt(p.numQueues.W))
    /** One pulse per command accepted with its set at its cap (its SQ held from then on). */
    val capped = Output(Bool())
    val mgmtCmd = Decoupled(new FwCmd(p))
    val setCmd = Vec(s.numSets, Decoupled(new SetCmd(p, s)))
    val setReq = Flipped(Vec(s.numSets, Decoupled(new SetReq(s))))
    val setDone = Vec(s.numSets, Decoupled(new SetDone(s)))
    val xfer = Decoupled(new NvmeXferReq)
    val xferDone = Flipped(Decoupled(new NvmeXferDone))
    val cpl = Decoupled(new FwCpl(p))
    /** One pulse per command SACA completed with an error (never reached a set). */
    val rejected = Output(Bool())
    /** Per set: command delivered, transfer accepted, completion sent. */
    val statCmd = Output(UInt(s.numSets.W))
    val statXfer = Output(UInt(s.numSets.W))
    val statCpl = Output(UInt(s.numSets.W))
  })

  // ---------------- namespace table ----------------
  val nsTable = RegInit(VecInit(Seq.fill(s.maxNs)(0.U.asTypeOf(new NsEntry))))
  when(io.nsCfg.valid && io.nsCfg.bits.index < s.maxNs.U) {
    nsTable(io.nsCfg.bits.index(s.nsW - 1, 0)) := io.nsCfg.bits.entry
  }

  // ---------------- slots ----------------
  // Slot metadata is read asynchronously (LUT RAM) by the transfer and completion paths; the SQE
  // itself sits in block RAM and is read only to present the command to its set.
  class SlotMeta extends Bundle {
    val sqid = UInt(p.qidWidth.W)
    val gen = UInt(p.genWidth.W)
    val cid = UInt(16.W)
    val prp1 = UInt(64.W)
    val prp2 = UInt(64.W)
    val len = UInt(24.W)
    val set = UInt(s.setW.W)
  }
  val meta = Mem(s.numSlots, new SlotMeta)
  val sqeMem = SyncReadMem(s.numSlots, UInt(512.W))
  /** Slots freed by completions; filled with every slot once after reset. */
  val freeSlots = Module(new Queue(UInt(s.slotW.W), s.numSlots))
  val initCount = RegInit(0.U((s.slotW + 1).W))
  val initDone = initCount === s.numSlots.U

  // ---------------- stage 1: register the incoming command ----------------
  val inQ = Queue(io.cmdIn, 2)
  val sqe = inQ.bits.sqe
  val dw0 = Sqe.Cdw0(sqe)
  val opcode = SqeDw0.Opc(dw0)
  val fuse = SqeDw0.Fuse(dw0)
  val psdt = SqeDw0.Psdt(dw0)
  val cid = SqeDw0.Cid(dw0)
  val nsid = Sqe.Nsid(sqe)
  val prp1 = Sqe.Prp1(sqe)
  val prp2 = Sqe.Prp2(sqe)
  val cdw10 = Sqe.Cdw10(sqe)
  val cdw11 = Sqe.Cdw11(sqe)
  val cdw12 = Sqe.Cdw12(sqe)
  val slba = Cat(cdw11, cdw10)
  val nlb = RwCdw12.Nlb(cdw12)

  val isAdmin = inQ.bits.sqid === 0.U
  // Vendor-specific I/O opcodes are 80h-FFh: the top opcode bit.
  require(OpcodeRange.NvmVendorMin == 1 << (SqeDw0.Opc.width - 1))
  val isVendor = opcode(SqeDw0.Opc.width - 1)
  val isSearch = opcode === VendorIoOpcode.Search.U
  val isSearchQuery = opcode === VendorIoOpcode.SearchQuery.U
  val broadcastFlush = opcode === NvmOpcode.Flush.U && nsid === Constant.NsidAll.U
  val toMgmt = isAdmin || (isVendor && !isSearch && !isSearchQuery) || broadcastFlush

  val knownOp = VecInit(SacaOpcodes.Steered.map(opcode === _.U)).asUInt.orR
  val nsIndex = nsid - 1.U
  val nsInRange = nsid =/= 0.U && nsid <= s.maxNs.U
  val ns = nsTable(nsIndex(s.nsW - 1, 0))
  val nsOk = nsInRange && ns.valid && ns.host
  val isRw = opcode === NvmOpcode.Read.U || opcode === NvmOpcode.Write.U
  val hasLbaRange = isRw || opcode === NvmOpcode.WriteZeroes.U || isSearch
  // SLBA + NLB (0's based) must stay below NSZE; the 65-bit sum catches wrap-around.
  val lastLba = slba +& nlb
  val lbaBad = lastLba >= ns.nsze
  // (NLB + 1) << shift, with shift <= 16 this fits 33 bits.
  val rwBytes = ((nlb +& 1.U) << ns.lbaShift(4, 0))(40, 0)
  val mdtsBad = rwBytes > (BigInt(1) << s.mdtsShift).U
  val dsmBytes = (DsmCdw10.Nr(cdw10) +& 1.U) << log2Ceil(DsmRange.Bytes) // NR is 0's based
  // A Search returns one byte per range of 2^RANGE_SHIFT blocks (the last range possibly short),
  // padded to a whole dword: the data mover moves whole dwords.
  val rangeShift = SearchCdw13.RangeShift(Sqe.Cdw13(sqe))
  val searchRanges = ((nlb +& 1.U) +& ((1.U << rangeShift) - 1.U)(30, 0)) >> rangeShift
  val searchBytes = ((searchRanges +& 3.U) >> 2) << 2
  val dataLen = Mux(isRw, rwBytes(23, 0),
    Mux(opcode === NvmOpcode.DatasetManagement.U, dsmBytes.pad(24),
      Mux(isSearchQuery, SearchQuery.Bytes.U, Mux(isSearch, searchBytes(23, 0), 0.U))))
  val hasData = isRw || opcode === NvmOpcode.DatasetManagement.U || isSearch || isSearchQuery

  // Spec order of checks: opcode, then fields, then namespace, then LBA range / size.
  val errStatus = Wire(UInt(CqeDw3.Sf.width.W))
  val dnr = Status.Dnr.mask.U(CqeDw3.Sf.width.W)
  errStatus := 0.U
  when(!knownOp) {
    errStatus := dnr | GenericStatus.InvalidOpcode.U
  }.elsewhen(fuse =/= 0.U || psdt =/= 0.U) {
    errStatus := dnr | GenericStatus.InvalidField.U
  }.elsewhen(!nsOk) {
    errStatus := dnr | GenericStatus.InvalidNamespaceOrFormat.U
  }.elsewhen(hasLbaRange && lbaBad) {
    errStatus := dnr | GenericStatus.LbaOutOfRange.U
  }.elsewhen(isRw && mdtsBad) {
    errStatus := dnr | GenericStatus.InvalidField.U
  }.elsewhen(hasData && prp1(1, 0) =/= 0.U) {
    errStatus := dnr | GenericStatus.PrpOffsetInvalid.U
  }
  val isErr = errStatus =/= 0.U
  val targetSet = ns.set(s.setW - 1, 0)

  // ---------------- completions gathered from sets, transfers and checks ----------------
  // Three producers: check failures, set completion requests, automatic completions.
  val errCplQ = Module(new Queue(new FwCpl(p), 4))
  // Stateless priority arbiters (Chisel's RRArbiter keeps an unreset grant register, which
  // simulates as X): check failures first, then requested completions before automatic ones.
  val setCplArb = Module(new Arbiter(new FwCpl(p), 2))
  val cplOutArb = Module(new Arbiter(new FwCpl(p), 2))
  cplOutArb.io.in(0) <> errCplQ.io.deq
  cplOutArb.io.in(1) <> setCplArb.io.out
  io.cpl <> Queue(cplOutArb.io.out, 2)

  // ---------------- accept ----------------
  val setFifos = Seq.fill(s.numSets)(Module(new Queue(UInt(s.slotW.W), s.numSlots)))
  val slotFree = freeSlots.io.deq.valid && initDone
  val routeReady = Mux(toMgmt, io.mgmtCmd.ready,
    Mux(isErr, errCplQ.io.enq.ready, slotFree && VecInit(setFifos.map(_.io.enq.ready))(targetSet)))
  inQ.ready := inQ.valid && routeReady

  io.mgmtCmd.valid := inQ.valid && toMgmt
  io.mgmtCmd.bits := inQ.bits

  errCplQ.io.enq.valid := inQ.valid && !toMgmt && isErr
  errCplQ.io.enq.bits.sqid := inQ.bits.sqid
  errCplQ.io.enq.bits.gen := inQ.bits.gen
  errCplQ.io.enq.bits.cid := cid
  errCplQ.io.enq.bits.status := errStatus
  errCplQ.io.enq.bits.dw0 := 0.U
  errCplQ.io.enq.bits.dw1 := 0.U
  io.rejected := errCplQ.io.enq.fire

  val accept = inQ.valid && !toMgmt && !isErr && slotFree && VecInit(setFifos.map(_.io.enq.ready))(targetSet)
  val slot = freeSlots.io.deq.bits
  freeSlots.io.deq.ready := accept
  when(accept) {
    val m = Wire(new SlotMeta)
    m.sqid := inQ.bits.sqid
    m.gen := inQ.bits.gen
    m.cid := cid
    m.prp1 := prp1
    m.prp2 := prp2
    m.len := dataLen
    m.set := targetSet
    meta.write(slot, m)
    sqeMem.write(slot, sqe)
  }
  for ((f, i) <- setFifos.zipWithIndex) {
    f.io.enq.valid := accept && targetSet === i.U
    f.io.enq.bits := slot
  }

  // ---------------- per-set slot caps: hold the SQs that feed a set at its cap ----------------
  // Slots in use per set (accepted, not yet completed); the free path updates them below.
  val used = RegInit(VecInit(Seq.fill(s.numSets)(0.U((s.slotW + 1).W))))
  val atCap = VecInit((0 until s.numSets).map(i => used(i) >= io.slotCap(i)))
  // heldFor(q)(i): SQ q brought set i a command that took the set to its cap. The column of a set
  // clears once the set is below its cap again; a setting wins over the clearing of that cycle.
  val heldFor = RegInit(VecInit(Seq.fill(p.numQueues)(0.U(s.numSets.W))))
  val capHit = accept && used(targetSet) +& 1.U >= io.slotCap(targetSet)
  for (q <- 0 until p.numQueues) {
    val keep = heldFor(q) & atCap.asUInt
    heldFor(q) := Mux(capHit && inQ.bits.sqid === q.U, keep | UIntToOH(targetSet, s.numSets), keep)
  }
  io.sqHold := VecInit(heldFor.map(_.orR)).asUInt
  io.capped := capHit

  // ---------------- present commands to sets ----------------
  // One SQE read per cycle, round robin over sets whose output stage has room. Each set has a
  // two-entry output queue; a read is started only when the result is sure to fit.
  val outQs = Seq.fill(s.numSets)(Module(new Queue(new SetCmd(p, s), 2)))
  val inFlight = RegInit(VecInit(Seq.fill(s.numSets)(false.B)))
  val room = VecInit(outQs.zip(inFlight).map { case (q, f) => q.io.count +& f.asUInt < 2.U })
  val want = VecInit(setFifos.zip(room).map { case (f, r) => f.io.deq.valid && r }).asUInt
  val lastRead = RegInit(0.U(s.setW.W))
  val pick = RoundRobin.pick(want, lastRead)
  val doRead = want.orR
  val readSlot = VecInit(setFifos.map(_.io.deq.bits))(pick)
  for ((f, i) <- setFifos.zipWithIndex) f.io.deq.ready := doRead && pick === i.U
  val rdValid = RegNext(doRead, false.B)
  val rdSet = RegEnable(pick, doRead)
  val rdSlot = RegEnable(readSlot, doRead)
  val rdSqe = sqeMem.read(readSlot, doRead)
  when(doRead) { lastRead := pick }
  for (i <- 0 until s.numSets) {
    when(doRead && pick === i.U) { inFlight(i) := true.B }
      .elsewhen(rdValid && rdSet === i.U) { inFlight(i) := false.B }
  }
  val rdMeta = meta.read(rdSlot)
  for ((q, i) <- outQs.zipWithIndex) {
    q.io.enq.valid := rdValid && rdSet === i.U
    q.io.enq.bits.slot := rdSlot
    q.io.enq.bits.sqid := rdMeta.sqid
    q.io.enq.bits.len := rdMeta.len
    q.io.enq.bits.sqe := rdSqe
    io.setCmd(i) <> q.io.deq
  }
  io.statCmd := VecInit(io.setCmd.map(_.fire)).asUInt

  // ---------------- requests from sets ----------------
  val reqQs = io.setReq.map(r => Queue(r, 4))
  // Results owed to each set's done queue: transfers without AUTO_CPL taken, not yet popped. A
  // set at its credit waits (its request queue fills and REQ_SPACE drops, which the firmware
  // answers by popping results); the others go on.
  val creditW = log2Ceil(s.doneDepth + 1)
  val owed = RegInit(VecInit(Seq.fill(s.numSets)(0.U(creditW.W))))
  val needsCredit = VecInit(reqQs.map(q => !q.bits.complete && !q.bits.autoCpl))
  val eligible = VecInit(reqQs.zipWithIndex.map { case (q, i) =>
    q.valid && (!needsCredit(i) || owed(i) < s.doneDepth.U) }).asUInt
  // Deficit round robin over transfer bytes (Shreedhar and Varghese): the set whose turn it is
  // is served while its deficit covers the request at the head of its queue; then the turn
  // passes to the next eligible set, whose deficit grows by a quantum (that cycle serves
  // nothing). A set that is the only one eligible is served whatever its deficit, so a lone set
  // never waits. Completions cost nothing. A set with nothing queued keeps no deficit.
  val deficitW = 25 // one transfer (24-bit length) plus a quantum
  val deficit = RegInit(VecInit(Seq.fill(s.numSets)(0.U(deficitW.W))))
  val turn = RegInit(0.U(s.setW.W))
  val costs = VecInit(reqQs.map(q => Mux(q.bits.complete, 0.U(24.W), q.bits.len)))
  val alone = PopCount(eligible) === 1.U
  val stay = eligible(turn) && (costs(turn) <= deficit(turn) || alone)
  val next = RoundRobin.pick(eligible, turn)(s.setW - 1, 0)
  val pass = eligible.orR && !stay
  val reqSet = Mux(stay, turn, next)
  val cost = costs(reqSet)
  val reqValid = stay
  val reqReady = Wire(Bool())
  for ((q, i) <- reqQs.zipWithIndex) q.ready := reqReady && reqSet === i.U
  val reqFire = reqValid && reqReady
  when(pass) { turn := next }
  for (i <- 0 until s.numSets) {
    when(!reqQs(i).valid) {
      deficit(i) := 0.U
    }.elsewhen(pass && next === i.U) {
      deficit(i) := deficit(i) + s.quantum.U
    }.elsewhen(reqFire && reqSet === i.U) {
      deficit(i) := Mux(cost > deficit(i), 0.U, deficit(i) - cost)
    }
  }
  io.statXfer := VecInit(reqQs.zipWithIndex.map { case (q, i) =>
    q.fire && !q.bits.complete }).asUInt

  val r = VecInit(reqQs.map(_.bits))(reqSet)
  val rMeta = meta.read(r.slot)
  val stale = rMeta.gen =/= io.gen
  // Transfers go to the data mover (stale ones are answered here without moving anything);
  // completions go to the gather arbiter.
  val xferPending = Module(new Queue(new NvmeXferDone, 2)) // locally answered stale transfers
  val xferOut = Wire(Decoupled(new NvmeXferReq))
  xferOut.bits.tag := Cat(r.autoCpl, reqSet.pad(4)(3, 0), r.slot.pad(11)(10, 0))
  xferOut.bits.toHost := r.toHost
  xferOut.bits.prp1 := rMeta.prp1
  xferOut.bits.prp2 := rMeta.prp2
  xferOut.bits.cmdLen := rMeta.len
  xferOut.bits.offset := r.offset
  xferOut.bits.len := r.len
  xferOut.bits.localAddr := r.localAddr
  val isXfer = reqValid && !r.complete
  xferOut.valid := isXfer && !stale
  xferPending.io.enq.valid := isXfer && stale
  xferPending.io.enq.bits.tag := xferOut.bits.tag
  xferPending.io.enq.bits.status := SacaXferStatus.Dropped

  val reqCpl = Wire(Decoupled(new FwCpl(p)))
  reqCpl.bits.sqid := rMeta.sqid
  reqCpl.bits.gen := rMeta.gen
  reqCpl.bits.cid := rMeta.cid
  reqCpl.bits.status := r.status
  reqCpl.bits.dw0 := r.dw0
  reqCpl.bits.dw1 := 0.U
  io.xfer <> Queue(xferOut, 2)

  // ---------------- transfer results ----------------
  val doneArb = Module(new Arbiter(new NvmeXferDone, 2))
  doneArb.io.in(0) <> xferPending.io.deq
  doneArb.io.in(1) <> io.xferDone
  val d = doneArb.io.out.bits
  val dAuto = d.tag(15)
  val dSet = d.tag(14, 11)
  val dSlot = d.tag(s.slotW - 1, 0)
  val dMeta = meta.read(dSlot)
  val autoCpl = Wire(Decoupled(new FwCpl(p)))
  autoCpl.bits.sqid := dMeta.sqid
  autoCpl.bits.gen := dMeta.gen
  autoCpl.bits.cid := dMeta.cid
  autoCpl.bits.status := MuxLookup(d.status, (Status.Dnr.mask | GenericStatus.InternalError).U)(Seq(
    NvmeXferStatus.Ok -> GenericStatus.Success.U,
    NvmeXferStatus.PrpOffset -> (Status.Dnr.mask | GenericStatus.PrpOffsetInvalid).U,
    NvmeXferStatus.InvalidField -> (Status.Dnr.mask | GenericStatus.InvalidField).U,
    NvmeXferStatus.DataError -> GenericStatus.DataTransferError.U,
    SacaXferStatus.Dropped -> GenericStatus.AbortRequested.U))
  autoCpl.bits.dw0 := 0.U
  autoCpl.bits.dw1 := 0.U
  val doneQs = Seq.fill(s.numSets)(Module(new Queue(new SetDone(s), s.doneDepth)))
  for ((q, i) <- doneQs.zipWithIndex) {
    q.io.enq.valid := doneArb.io.out.valid && !dAuto && dSet === i.U
    q.io.enq.bits.slot := dSlot
    q.io.enq.bits.status := d.status
    io.setDone(i) <> q.io.deq
    val taken = reqFire && reqSet === i.U && needsCredit(i)
    owed(i) := owed(i) + taken.asUInt - io.setDone(i).fire.asUInt
  }

  setCplArb.io.in(0) <> reqCpl
  setCplArb.io.in(1) <> autoCpl
  // Completing a command frees its slot (stale completions too: the engine drops their CQE). The
  // free-slot queue takes one push per cycle, so an automatic completion waits while a requested
  // one is offered, and neither is offered before the free list is filled after reset.
  val reqCplOk = initDone
  val autoCplOk = initDone && !(reqValid && r.complete)
  reqCpl.valid := reqValid && r.complete && reqCplOk
  autoCpl.valid := doneArb.io.out.valid && dAuto && autoCplOk
  // Readies depend on the payload (where it goes), so they are qualified by valid: an idle
  // payload may be anything, and a producer must never see a ready derived from it.
  reqReady := reqValid && Mux(r.complete, reqCpl.ready && reqCplOk,
    Mux(stale, xferPending.io.enq.ready, xferOut.ready))
  doneArb.io.out.ready := doneArb.io.out.valid && Mux(dAuto, autoCpl.ready && autoCplOk,
    VecInit(doneQs.map(_.io.enq.ready))(dSet(s.setW - 1, 0)))
  val reqCplFire = reqCpl.fire
  val autoCplFire = autoCpl.fire
  io.statCpl := Mux(reqCplFire, UIntToOH(reqSet, s.numSets), 0.U) |
    Mux(autoCplFire, UIntToOH(dSet(s.setW - 1, 0), s.numSets), 0.U)

  // The slot's own set (a set completing another set's slot frees that set's count).
  val freedSet = Mux(reqCplFire, rMeta.set, dMeta.set)
  val freed = reqCplFire || autoCplFire
  for (i <- 0 until s.numSets) {
    used(i) := used(i) + (accept && targetSet === i.U).asUInt - (freed && freedSet === i.U).asUInt
  }

  // A free-slot queue sized to numSlots never overflows: each slot is in exactly one place.
  val freeQ = freeSlots.io.enq
  when(!initDone) {
    freeQ.valid := true.B
    freeQ.bits := initCount
    when(freeQ.ready) { initCount := initCount + 1.U }
  }.otherwise {
    freeQ.valid := reqCplFire || autoCplFire
    freeQ.bits := Mux(reqCplFire, r.slot, dSlot)
  }
}

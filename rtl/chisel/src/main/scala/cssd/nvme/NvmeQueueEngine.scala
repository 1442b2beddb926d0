package cssd.nvme

import chisel3._
import chisel3.util._
import cssd.CssdConfig
import cssd.generated.NvmeSpec.{Ams, Aqa, Cap, Cc, CcCss, Constant, CqeDw2, CqeDw3, Csts, Field, Shn, Shst}
import cssd.generated.NvmeSpec.{Reg => CtrlReg}
import cssd.generated.NvmeRegEnums.{EvtKindE, QcfgOpE}

/** NVMe controller registers, doorbells, queue contexts, SQE fetch and CQE posting.
  *
  * Register page (BAR0 0x0000-0x0FFF) and doorbells (0x1000-0x1FFF, CAP.DSTRD = 0) arrive as
  * dword accesses from the BAR0 completer. Everything about commands is firmware's business: each
  * fetched SQE goes to `fwCmd`; firmware answers on `fwCpl` and programs I/O queue contexts on
  * `qcfg` after validating Create/Delete commands. The engine owns what must be exact per cycle:
  * queue pointers, phase tags, arbitration, the enable/disable/shutdown handshake and the DMA of
  * SQEs and CQEs over the requester interface.
  */
class NvmeQueueEngine(p: NvmeFrontEndParams) extends Module {
  override def desiredName = "queue_engine" // emitted as nvme_queue_engine (Emit.prefixed)
  private val Q = p.numQueues
  private val qw = p.qidWidth
  private val iw = p.idxWidth
  val io = IO(new Bundle {
    val reg = Flipped(Decoupled(new NvmeRegReq(CssdConfig.nvmeAddrWidth - 1))) // below the MSI-X decoder bit
    val regRsp = Valid(UInt(32.W))
    val rqFetch = Decoupled(new TlpBeat(p.dataWidth, p.rqUserWidth))
    val rqCqe = Decoupled(new TlpBeat(p.dataWidth, p.rqUserWidth))
    /** Completions whose tag is below numFetchTags. */
    val rc = Flipped(Decoupled(new TlpBeat(p.dataWidth, p.rcUserWidth)))
    val irq = Decoupled(new IrqReq(p))
    /** One-cycle pulse when a controller reset (CC.EN 1 -> 0) has finished. */
    val ctrlReset = Output(Bool())
    val maxReadReq = Input(UInt(3.W))
    val fwCmd = Decoupled(new FwCmd(p))
    val fwCpl = Flipped(Decoupled(new FwCpl(p)))
    val qcfg = Flipped(Decoupled(new QueueCfg(p)))
    val evt = Decoupled(new FwEvent(p))
    val arb = Input(new ArbCfg)
    /** SQs SACA holds (a set at its slot cap): left out of arbitration, so not fetched. */
    val sqHold = Input(UInt(p.numQueues.W))
    val shutdownDone = Input(Bool())
    val fatal = Input(Bool())
    val cc = Output(UInt(32.W))
    val csts = Output(UInt(32.W))
    val gen = Output(UInt(p.genWidth.W))
    val stats = Output(new EngineStats)
  })

  // ---------------------------------------------------------------------------------------------
  // Controller registers
  // ---------------------------------------------------------------------------------------------
  val cc = RegInit(0.U(32.W))
  val aqa = RegInit(0.U(32.W))
  val asq = RegInit(0.U(64.W))
  val acq = RegInit(0.U(64.W))
  val intms = RegInit(0.U(32.W))
  val rdy = RegInit(false.B)
  val cfs = RegInit(false.B)
  val shst = RegInit(0.U(2.W))
  val gen = RegInit(0.U(p.genWidth.W))

  val sOff :: sOn :: sDrain :: Nil = Enum(3)
  val ctl = RegInit(sOff)

  private def ccEn(v: UInt) = Cc.En.bit(v)
  private def ccCss(v: UInt) = Cc.Css(v)
  private def ccMps(v: UInt) = Cc.Mps(v)
  private def ccAms(v: UInt) = Cc.Ams(v)
  private def ccShn(v: UInt) = Cc.Shn(v)

  /** CAP: MQES, CQR = 1 (contiguous queues required), AMS = WRR with urgent, TO, DSTRD = 0,
    * CSS = NVM command set, MPSMIN = MPSMAX = 0 (4 KiB pages only, see the programmer's guide).
    */
  // CAP.AMS bit 0 is WRR with urgent, CAP.CSS bit 0 the NVM command set.
  val cap: BigInt = (BigInt(p.maxQueueEntries - 1) << Cap.Mqes.lsb) | Cap.Cqr.mask |
    (BigInt(1) << Cap.Ams.lsb) | (BigInt(p.capTimeout) << Cap.To.lsb) | (BigInt(1) << Cap.Css.lsb)
  val vs: BigInt = Constant.Version20

  private def merge(old: UInt, wdata: UInt, wstrb: UInt): UInt =
    Cat((0 until 4).reverse.map(b => Mux(wstrb(b), wdata(8 * b + 7, 8 * b), old(8 * b + 7, 8 * b))))

  // ---------------------------------------------------------------------------------------------
  // Queue contexts (pointers in flops: the arbiter needs every SQ's occupancy each cycle; bases in
  // LUT RAM).
  // ---------------------------------------------------------------------------------------------
  val sqValid = RegInit(VecInit(Seq.fill(Q)(false.B)))
  val sqTail = Reg(Vec(Q, UInt(iw.W)))
  val sqHead = Reg(Vec(Q, UInt(iw.W)))
  val sqSizeM1 = Reg(Vec(Q, UInt(iw.W)))
  val sqCq = Reg(Vec(Q, UInt(qw.W)))
  val sqPrio = Reg(Vec(Q, UInt(2.W)))
  val sqBase = Mem(Q, UInt(52.W))

  val cqValid = RegInit(VecInit(Seq.fill(Q)(false.B)))
  val cqHead = Reg(Vec(Q, UInt(iw.W)))
  val cqTail = Reg(Vec(Q, UInt(iw.W)))
  val cqPhase = Reg(Vec(Q, Bool()))
  val cqSizeM1 = Reg(Vec(Q, UInt(iw.W)))
  val cqVector = Reg(Vec(Q, UInt(p.vecWidth.W)))
  val cqIen = Reg(Vec(Q, Bool()))
  val cqBase = Mem(Q, UInt(52.W))

  private def wrapInc(v: UInt, by: UInt, sizeM1: UInt): UInt = {
    val s = v +& by
    Mux(s > sizeM1, s - sizeM1 - 1.U, s)(iw - 1, 0)
  }
  /** Entries from a to b going forward in a ring of sizeM1 + 1. */
  private def dist(a: UInt, b: UInt, sizeM1: UInt): UInt =
    Mux(b >= a, b - a, b +& sizeM1 + 1.U - a)

  // ---------------------------------------------------------------------------------------------
  // Events to firmware. Doorbell errors only take a slot while four remain free, so enable,
  // disable and shutdown events are never lost to a host hammering bad doorbells.
  // ---------------------------------------------------------------------------------------------
  val evtQ = Module(new Queue(new FwEvent(p), 16))
  io.evt <> evtQ.io.deq
  evtQ.io.enq.valid := false.B
  evtQ.io.enq.bits := 0.U.asTypeOf(new FwEvent(p))
  private val evtRoomForErrors = evtQ.io.count <= 12.U
  val stats = WireDefault(0.U.asTypeOf(new EngineStats))
  io.stats := stats

  private def postEvent(kind: UInt, qid: UInt, isCq: Bool, value: UInt): Unit = {
    evtQ.io.enq.valid := true.B
    evtQ.io.enq.bits.kind := kind
    evtQ.io.enq.bits.qid := qid
    evtQ.io.enq.bits.isCq := isCq
    evtQ.io.enq.bits.value := value
  }
  val pendDisableEvt = RegInit(false.B)
  val pendFetchErrEvt = RegInit(false.B)

  // ---------------------------------------------------------------------------------------------
  // Register and doorbell accesses
  // ---------------------------------------------------------------------------------------------
  io.reg.ready := true.B
  private val r = io.reg.bits
  private val acc = io.reg.fire
  require(isPow2(Constant.DoorbellBase), "doorbells are told from registers by one address bit")
  private val isDoorbell = r.addr(log2Ceil(Constant.DoorbellBase))
  private val regOff = r.addr(11, 2)
  /** Dword index of a controller register (config/nvme.toml [enum.Reg]) as regOff compares it. */
  private def dw(offset: Int): UInt = (offset >> 2).U
  private val cap64Hi = CtrlReg.Cap + 4
  private val asqHi = CtrlReg.Asq + 4
  private val acqHi = CtrlReg.Acq + 4

  private val capLo = (cap & 0xffffffffL).U(32.W)
  private val capHi = (cap >> 32).U(32.W)
  require(Csts.Rdy == Field(0, 1) && Csts.Cfs == Field(1, 1) && Csts.Shst == Field(2, 2), "CSTS as built here")
  private val cstsVal = Cat(0.U(28.W), shst, cfs, rdy)
  io.regRsp.valid := acc && !r.write
  io.regRsp.bits := Mux(isDoorbell, 0.U, MuxLookup(regOff, 0.U)(Seq(
    dw(CtrlReg.Cap) -> capLo, dw(cap64Hi) -> capHi, dw(CtrlReg.Vs) -> vs.U(32.W), dw(CtrlReg.Intms) -> intms,
    dw(CtrlReg.Intmc) -> intms, dw(CtrlReg.Cc) -> cc, dw(CtrlReg.Csts) -> cstsVal, dw(CtrlReg.Aqa) -> aqa,
    dw(CtrlReg.Asq) -> asq(31, 0), dw(asqHi) -> asq(63, 32),
    dw(CtrlReg.Acq) -> acq(31, 0), dw(acqHi) -> acq(63, 32))))

  private val enabling = WireDefault(false.B)
  private val ccWritable = Seq(Cc.En, Cc.Css, Cc.Mps, Cc.Ams, Cc.Shn, Cc.Iosqes, Cc.Iocqes, Cc.Crime).map(_.mask).reduce(_ | _)
  private val ccNew = merge(cc, r.wdata, r.wstrb) & ccWritable.U
  private val regWriteEvt = WireDefault(false.B)

  when(acc && r.write && !isDoorbell) {
    val adminLocked = ccEn(cc) || ctl =/= sOff // admin queue registers only change while disabled
    switch(regOff) {
      is(dw(CtrlReg.Intms)) { intms := intms | r.wdata }
      is(dw(CtrlReg.Intmc)) { intms := intms & ~r.wdata }
      is(dw(CtrlReg.Aqa)) { when(!adminLocked) { aqa := merge(aqa, r.wdata, r.wstrb) & (Aqa.Asqs.mask | Aqa.Acqs.mask).U } }
      is(dw(CtrlReg.Asq)) { when(!adminLocked) { asq := Cat(asq(63, 32), merge(asq(31, 0), r.wdata, r.wstrb) & "hfffff000".U) } }
      is(dw(asqHi)) { when(!adminLocked) { asq := Cat(merge(asq(63, 32), r.wdata, r.wstrb), asq(31, 0)) } }
      is(dw(CtrlReg.Acq)) { when(!adminLocked) { acq := Cat(acq(63, 32), merge(acq(31, 0), r.wdata, r.wstrb) & "hfffff000".U) } }
      is(dw(acqHi)) { when(!adminLocked) { acq := Cat(merge(acq(63, 32), r.wdata, r.wstrb), acq(31, 0)) } }
      is(dw(CtrlReg.Cc)) {
        val nv = ccNew
        when(ctl === sOff && !ccEn(cc)) {
          cc := nv
          when(ccEn(nv)) { enabling := true.B }
        }.elsewhen(ctl === sDrain) {
          stats.ccWriteIgnored := true.B // reset in progress: the host waits for RDY = 0 first
        }.otherwise {
          // Enabled (or failed to enable): only EN and SHN may change (NVMe 2.0, CC field notes).
          val others = (nv ^ cc) & ~(Cc.En.mask | Cc.Shn.mask).U
          stats.ccWriteIgnored := others.orR
          require(Cc.En == Field(0, 1) && Cc.Shn == Field(14, 2), "CC as rebuilt here")
          cc := Cat(cc(31, 16), ccShn(nv), cc(13, 1), ccEn(nv))
          when(!ccEn(nv)) {
            ctl := sDrain
          }.elsewhen(ccShn(nv) =/= Shn.None.U && shst === Shst.Normal.U && rdy) {
            shst := Shst.Occurring.U
            regWriteEvt := true.B
            postEvent(FwEventKind(EvtKindE.Shutdown), 0.U, false.B, ccShn(nv))
          }
        }
      }
    }
  }

  // Enable: admin queue contexts from AQA/ASQ/ACQ; an unsupported configuration is fatal.
  when(enabling) {
    val nv = ccNew
    // MPS 0 (4 KiB pages) only; round robin or WRR with urgent.
    val ok = ccMps(nv) === 0.U && ccCss(nv) === CcCss.Nvm.U && ccAms(nv) <= Ams.WrrUrgent.U &&
      Aqa.Asqs(aqa) =/= 0.U && Aqa.Acqs(aqa) =/= 0.U
    when(ok) {
      ctl := sOn
      rdy := true.B
      sqValid(0) := true.B
      sqHead(0) := 0.U
      sqTail(0) := 0.U
      sqSizeM1(0) := aqa(Aqa.Asqs.lsb + iw - 1, Aqa.Asqs.lsb)
      sqCq(0) := 0.U
      sqPrio(0) := 0.U
      sqBase.write(0.U, asq(63, 12))
      cqValid(0) := true.B
      cqHead(0) := 0.U
      cqTail(0) := 0.U
      cqPhase(0) := true.B
      cqSizeM1(0) := aqa(Aqa.Acqs.lsb + iw - 1, Aqa.Acqs.lsb)
      cqVector(0) := 0.U
      cqIen(0) := true.B
      cqBase.write(0.U, acq(63, 12))
      regWriteEvt := true.B
      postEvent(FwEventKind(EvtKindE.Enabled), 0.U, false.B, nv)
    }.otherwise {
      cfs := true.B
    }
  }

  // Doorbells: index 2y = SQ y tail, 2y + 1 = CQ y head (one dword apart: CAP.DSTRD = 0).
  require(Constant.DoorbellUnit == 4 && (cap & Cap.Dstrd.mask) == 0, "doorbells one dword apart, as decoded here")
  private val dbQid = regOff(9, 1)
  private val dbIsCq = regOff(0)
  private val dbVal = r.wdata(15, 0)
  when(acc && r.write && isDoorbell && ctl === sOn && rdy) {
    val q = dbQid(qw - 1, 0)
    val inRange = dbQid < Q.U
    val exists = inRange && Mux(dbIsCq, cqValid(q), sqValid(q))
    val size = Mux(dbIsCq, cqSizeM1(q), sqSizeM1(q))
    val valueOk = dbVal <= size &&
      (!dbIsCq || dist(cqHead(q), dbVal(iw - 1, 0), size) <= dist(cqHead(q), cqTail(q), size))
    when(exists && valueOk) {
      when(dbIsCq) { cqHead(q) := dbVal } otherwise { sqTail(q) := dbVal }
    }.otherwise {
      stats.doorbellError := true.B
      when(evtRoomForErrors) {
        regWriteEvt := true.B
        postEvent(Mux(exists, FwEventKind(EvtKindE.InvalidDoorbellValue), FwEventKind(EvtKindE.InvalidDoorbell)),
          dbQid, dbIsCq, dbVal)
      }.otherwise { stats.eventDropped := true.B }
    }
  }

  when(io.shutdownDone && shst === Shst.Occurring.U) { shst := Shst.Complete.U }
  when(io.fatal) { cfs := true.B }

  // ---------------------------------------------------------------------------------------------
  // SQE fetch: arbitration -> PCIe memory read of up to sqesPerTag SQEs -> reassembly in a
  // per-tag buffer -> firmware. Completions may split and arrive out of order across tags.
  // ---------------------------------------------------------------------------------------------
  private val T = p.numFetchTags
  private val S = p.sqesPerTag
  val tagBusy = RegInit(VecInit(Seq.fill(T)(false.B)))
  val tagDone = RegInit(VecInit(Seq.fill(T)(false.B)))
  val tagErr = Reg(Vec(T, Bool()))
  val tagDiscard = Reg(Vec(T, Bool()))
  val tagSq = Reg(Vec(T, UInt(qw.W)))
  val tagGen = Reg(Vec(T, UInt(p.genWidth.W)))
  val tagCount = Reg(Vec(T, UInt(log2Ceil(S + 1).W)))
  val tagAddrLo = Reg(Vec(T, UInt(12.W)))
  val sqeBanks = Seq.fill(p.beatDw)(Mem(T * S, UInt(32.W)))

  val arbiter = Module(new NvmeSqArbiter(Q))
  arbiter.io.pending := VecInit((0 until Q).map(i => sqValid(i) && sqTail(i) =/= sqHead(i) && !io.sqHold(i))).asUInt
  arbiter.io.prio := sqPrio
  arbiter.io.wrr := ccAms(cc) === Ams.WrrUrgent.U
  arbiter.io.cfg := io.arb

  private val freeTag = PriorityEncoder(tagBusy.map(!_))
  private val haveTag = tagBusy.map(!_).reduce(_ || _)
  private val fq = arbiter.io.grant.bits
  private val fHead = sqHead(fq)
  private val fSizeM1 = sqSizeM1(fq)
  private val fAvail = dist(fHead, sqTail(fq), fSizeM1)
  private val fToWrap = fSizeM1 +& 1.U - fHead
  private val fToPage = 64.U - fHead(5, 0) // the SQ is page aligned and a page holds 64 SQEs
  private val fMrrs = (2.U << io.maxReadReq)(7, 0) // max read request / 64 B
  private val fCount = Seq(fAvail, fToWrap, fToPage, fMrrs, arbiter.io.maxBurst, S.U)
    .reduce((a, b) => Mux(a < b, a, b))
  private val fetching = ctl === sOn && rdy && !cfs && arbiter.io.grant.valid && haveTag
  private val fAddr = Cat(sqBase(fq), 0.U(12.W)) + (fHead << log2Ceil(Constant.SqeSize))
  private val sqeDwShift = log2Ceil(Constant.SqeSize / 4)

  io.rqFetch.valid := fetching
  io.rqFetch.bits.data := RqDesc(fAddr, fCount << sqeDwShift, RqDesc.MemRead, freeTag)
  io.rqFetch.bits.keep := "h000f".U
  io.rqFetch.bits.last := true.B
  io.rqFetch.bits.user := RqDesc.user(fCount << sqeDwShift, p.rqUserWidth)
  arbiter.io.take.valid := io.rqFetch.fire
  arbiter.io.take.bits := fCount
  when(io.rqFetch.fire) {
    sqHead(fq) := wrapInc(fHead, fCount, fSizeM1)
    tagBusy(freeTag) := true.B
    tagDone(freeTag) := false.B
    tagErr(freeTag) := false.B
    tagDiscard(freeTag) := false.B
    tagSq(freeTag) := fq
    tagGen(freeTag) := gen
    tagCount(freeTag) := fCount
    tagAddrLo(freeTag) := fAddr(11, 0)
  }

  // Completion reassembly: dword j of a tag's data lands in bank j % 16, row tag * S + j / 16.
  val rcInPkt = RegInit(false.B)
  val rcTag = Reg(UInt(p.fetchTagWidth.W))
  val rcJ = Reg(UInt(13.W))
  val rcCompleted = Reg(Bool())
  val rcBad = Reg(Bool())
  io.rc.ready := true.B
  private val rd = RcDesc(io.rc.bits.data)
  private val beatTag = Mux(rcInPkt, rcTag, rd.tag(p.fetchTagWidth - 1, 0))
  private val beatOffDw = ((rd.lowerAddr - tagAddrLo(rd.tag(p.fetchTagWidth - 1, 0))) >> 2)(9, 0)
  private val beatJ0 = Mux(rcInPkt, rcJ, (beatOffDw +& ((1 << 13) - 3).U(13.W))(12, 0)) // offset - 3, mod 2^13
  private val beatBad = Mux(rcInPkt, rcBad, rd.status =/= 0.U || rd.errorCode =/= 0.U)
  private val beatLimit = tagCount(beatTag) << sqeDwShift
  when(io.rc.fire) {
    for (b <- 0 until p.beatDw) {
      val lane = (b.U(4.W) - beatJ0(3, 0))(3, 0)
      val j = beatJ0 + lane
      val laneOk = io.rc.bits.keep(lane) && (rcInPkt || lane >= 3.U)
      when(laneOk && !beatBad && j < beatLimit) {
        sqeBanks(b).write(Cat(beatTag, j(log2Ceil(S) + 3, 4)), (io.rc.bits.data >> (lane << 5))(31, 0))
      }
    }
    rcInPkt := !io.rc.bits.last
    rcTag := beatTag
    rcJ := beatJ0 + p.beatDw.U
    when(!rcInPkt) {
      rcCompleted := rd.requestCompleted
      rcBad := beatBad
    }
    val completed = Mux(rcInPkt, rcCompleted, rd.requestCompleted) || beatBad
    when(io.rc.bits.last && completed) {
      tagDone(beatTag) := true.B
      tagErr(beatTag) := beatBad
    }
  }

  // Deliver finished tags to firmware, oldest issue first is not required by NVMe: lowest index.
  val outIdx = RegInit(0.U(log2Ceil(S).W))
  // A tag holding several SQEs is delivered to the end before another starts: if a lower tag
  // became ready while the consumer stalled mid-tag, switching would skip that tag's first SQEs
  // and later deliver the rest of this one twice.
  private val tagReady = VecInit((0 until T).map(t => tagBusy(t) && tagDone(t)))
  private val otFirst = PriorityEncoder(tagReady)
  val otHold = Reg(chiselTypeOf(otFirst))
  private val midTag = outIdx =/= 0.U
  private val ot = Mux(midTag, otHold, otFirst)
  private val otValid = Mux(midTag, tagReady(otHold), tagReady.asUInt.orR)
  private val otDrop = tagErr(ot) || tagDiscard(ot) || tagGen(ot) =/= gen
  io.fwCmd.valid := otValid && !otDrop
  io.fwCmd.bits.sqid := tagSq(ot)
  io.fwCmd.bits.gen := tagGen(ot)
  io.fwCmd.bits.sqe := Cat(sqeBanks.reverse.map(_(Cat(ot, outIdx))))
  private val otLast = outIdx === tagCount(ot) - 1.U
  when(otValid && otDrop) {
    tagBusy(ot) := false.B
    outIdx := 0.U
    when(tagErr(ot) && tagGen(ot) === gen && !tagDiscard(ot)) {
      cfs := true.B // an SQE we cannot fetch cannot be completed: controller fatal status
      stats.fetchError := true.B
      pendFetchErrEvt := true.B
    }
  }.elsewhen(io.fwCmd.fire) {
    stats.sqeFetched := true.B
    otHold := ot
    outIdx := Mux(otLast, 0.U, outIdx + 1.U)
    when(otLast) { tagBusy(ot) := false.B }
  }

  // ---------------------------------------------------------------------------------------------
  // Completion posting: firmware completion -> CQE write to the SQ's CQ -> interrupt request.
  // Completions for a queue that no longer exists, or from before a controller reset, are
  // dropped (the host reset or deleted the queue; NVMe treats those commands as aborted).
  // ---------------------------------------------------------------------------------------------
  val cplQ = Module(new Queue(new FwCpl(p), 8))
  cplQ.io.enq <> io.fwCpl
  private val c = cplQ.io.deq.bits
  private val cSqOk = c.sqid < Q.U && sqValid(c.sqid)
  private val cq = sqCq(c.sqid)
  private val cDrop = c.gen =/= gen || ctl =/= sOn || !cSqOk || !cqValid(cq)
  private val cqFull = wrapInc(cqTail(cq), 1.U, cqSizeM1(cq)) === cqHead(cq)
  val irqValid = RegInit(false.B)
  val irqBits = Reg(new IrqReq(p))
  io.irq.valid := irqValid
  io.irq.bits := irqBits
  when(io.irq.fire) { irqValid := false.B }

  private val cqeAddr = Cat(cqBase(cq), 0.U(12.W)) + (cqTail(cq) << log2Ceil(Constant.CqeSize))
  require(CqeDw3.Sf == Field(17, 15) && CqeDw3.P == Field(16, 1) && CqeDw3.Cid == Field(0, 16) &&
    CqeDw2.Sqid == Field(16, 16) && CqeDw2.Sqhd == Field(0, 16), "the CQE as concatenated here")
  private val cqeWords = Cat(c.status, cqPhase(cq), c.cid, c.sqid.pad(16), sqHead(c.sqid).pad(16), c.dw1, c.dw0)
  io.rqCqe.valid := cplQ.io.deq.valid && !cDrop && !cqFull && !irqValid
  io.rqCqe.bits.data := Cat(cqeWords, RqDesc(cqeAddr, (Constant.CqeSize / 4).U, RqDesc.MemWrite, 0.U))
  io.rqCqe.bits.keep := "h00ff".U
  io.rqCqe.bits.last := true.B
  io.rqCqe.bits.user := RqDesc.user((Constant.CqeSize / 4).U, p.rqUserWidth)
  cplQ.io.deq.ready := io.rqCqe.fire || (cplQ.io.deq.valid && cDrop)
  when(cplQ.io.deq.valid && cDrop) { stats.cplDropped := true.B }
  when(io.rqCqe.fire) {
    stats.cqePosted := true.B
    val nt = wrapInc(cqTail(cq), 1.U, cqSizeM1(cq))
    cqTail(cq) := nt
    when(nt === 0.U) { cqPhase(cq) := !cqPhase(cq) }
    when(cqIen(cq)) {
      irqValid := true.B
      irqBits.vector := cqVector(cq)
      irqBits.coalesce := cq =/= 0.U // coalescing never applies to the admin CQ
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Queue programming from firmware. Applied only once every completion handed over earlier has
  // been posted, so completions firmware sent before deleting a queue still reach the host.
  // ---------------------------------------------------------------------------------------------
  private val cplIdle = !cplQ.io.deq.valid && !irqValid
  io.qcfg.ready := cplIdle
  when(io.qcfg.fire && io.qcfg.bits.qid =/= 0.U && io.qcfg.bits.qid < Q.U) {
    val g = io.qcfg.bits
    switch(g.op) {
      is(QueueOp(QcfgOpE.CreateSq)) {
        sqValid(g.qid) := true.B
        sqHead(g.qid) := 0.U
        sqTail(g.qid) := 0.U
        sqSizeM1(g.qid) := g.sizeM1
        sqCq(g.qid) := g.cqidOrVector(qw - 1, 0)
        sqPrio(g.qid) := g.prio
        sqBase.write(g.qid, g.base(63, 12))
      }
      is(QueueOp(QcfgOpE.CreateCq)) {
        cqValid(g.qid) := true.B
        cqHead(g.qid) := 0.U
        cqTail(g.qid) := 0.U
        cqPhase(g.qid) := true.B
        cqSizeM1(g.qid) := g.sizeM1
        cqVector(g.qid) := g.cqidOrVector(p.vecWidth - 1, 0)
        cqIen(g.qid) := g.ien
        cqBase.write(g.qid, g.base(63, 12))
      }
      is(QueueOp(QcfgOpE.DeleteSq)) {
        sqValid(g.qid) := false.B
        // SQEs fetched but not yet delivered are dropped: with the SQ gone they can only be aborted.
        for (t <- 0 until T) { when(tagBusy(t) && tagSq(t) === g.qid) { tagDiscard(t) := true.B } }
      }
      is(QueueOp(QcfgOpE.DeleteCq)) { cqValid(g.qid) := false.B }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Controller reset (CC.EN 1 -> 0): stop fetching, let outstanding reads return, then clear all
  // queue state. RDY falls only when nothing of the old configuration can still reach the host.
  // ---------------------------------------------------------------------------------------------
  io.ctrlReset := false.B
  private val fetchQuiet = tagBusy.zip(tagDone).map { case (b, d) => !b || d }.reduce(_ && _)
  when(ctl === sDrain && fetchQuiet && !io.rqCqe.valid && !irqValid && !rcInPkt) {
    ctl := sOff
    rdy := false.B
    cfs := false.B
    shst := Shst.Normal.U
    gen := gen + 1.U
    for (i <- 0 until Q) { sqValid(i) := false.B; cqValid(i) := false.B }
    for (t <- 0 until T) { tagDiscard(t) := true.B }
    io.ctrlReset := true.B
    pendDisableEvt := true.B
  }

  // Events not caused by a register write go out in a cycle without one.
  when(!regWriteEvt) {
    when(pendDisableEvt) {
      postEvent(FwEventKind(EvtKindE.Disabled), 0.U, false.B, 0.U)
      when(evtQ.io.enq.ready) { pendDisableEvt := false.B }
    }.elsewhen(pendFetchErrEvt) {
      postEvent(FwEventKind(EvtKindE.FetchError), 0.U, false.B, 0.U)
      when(evtQ.io.enq.ready) { pendFetchErrEvt := false.B }
    }
  }

  io.cc := cc
  io.csts := cstsVal
  io.gen := gen
}

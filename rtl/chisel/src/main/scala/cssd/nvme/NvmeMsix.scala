package cssd.nvme

import chisel3._
import chisel3.util._
import cssd.CssdConfig

/** Configuration of the MSI-X block.
  *
  * @param numVectors MSI-X table size. NVMe allows up to 2048 vectors; 129 is the least this
  *                   controller supports (the admin queue plus 128 I/O completion queues).
  * @param tickCycles clock cycles per 100 us aggregation-time tick (25000 at 250 MHz). The
  *                   aggregation-time scan visits one vector per cycle, so a tick must be at least
  *                   `numVectors` cycles long for the scan to see every vector once per tick.
  */
case class NvmeMsixParams(numVectors: Int = CssdConfig.msixVectors, tickCycles: Int = 25000) {
  require(numVectors >= 129 && numVectors <= 2048, "MSI-X table size must be 129..2048 vectors")
  require(tickCycles >= numVectors, "a tick must last at least one scan over all vectors")
  require(tickCycles <= (1 << 24), "tickCycles beyond 2^24 is not a 100 us tick at any PCIe clock")
  /** Width of a vector number. */
  val vecBits: Int = log2Ceil(numVectors)
  /** The table (16 B per vector) starts at 0; the PBA starts at the first 4 KiB boundary after it
    * (0x1000 for up to 256 vectors, the layout of the BAR0 map).
    */
  val pbaOffset: Int = math.max(4096, (16 * numVectors + 4095) / 4096 * 4096)
  /** PBA size in 64-bit qwords, the PCI spec's unit. */
  val pbaQwords: Int = (numVectors + 63) / 64
  /** Byte-address width of the register window: table plus PBA (13 bits = 8 KiB up to 256). */
  val regAddrWidth: Int = log2Ceil(pbaOffset) + 1
  val tableAddrBits: Int = log2Ceil(pbaOffset)
}

/** One interrupt request from the completion-queue poster: a CQ entry was posted to a CQ that
  * has interrupts enabled and uses `vector`. `coalesce` is false for the admin CQ (NVMe: coalescing
  * applies to I/O queues only) and for entries the poster wants signalled at once (e.g. errors).
  */
class NvmeMsixIrq(vecBits: Int) extends Bundle {
  val vector = UInt(vecBits.W)
  val coalesce = Bool()
}

/** Set Features 09h (Interrupt Vector Configuration): Coalescing Disable of one vector. */
class NvmeMsixCd(vecBits: Int) extends Bundle {
  val vector = UInt(vecBits.W)
  val disable = Bool()
}

/** One MSI-X message: a 1-dword memory write of `data` to `addr` (addr[1:0] always 0). */
class NvmeMsixMsg extends Bundle {
  val addr = UInt(64.W)
  val data = UInt(32.W)
}

/** MSI-X table, Pending Bit Array and interrupt generation with NVMe interrupt coalescing.
  *
  * Register window (dword accesses from the BAR0 completer, same bus contract as
  * [[NvmePcieCompleter]]'s `reg_req`/`reg_rsp`): the table at 0x0 (16 B per vector: message
  * address low, high, data, vector control with bit 0 = mask) and the PBA at `pbaOffset` (one bit
  * per vector, read-only). Reads are answered exactly one cycle after they are accepted. For
  * `numVectors` cycles after reset the block clears the table (address/data 0, mask bit 1) and
  * holds `reg_req_ready` low.
  *
  * Interrupt flow: a request on `irq` either fires its vector at once or adds to the vector's
  * coalescing state (entry count, time of the first entry); the vector fires when the count
  * reaches THR+1 or when the aggregation time has passed. A fired vector sets its pending bit.
  * Every cycle a round-robin pick over the pending vectors that are not masked (vector mask, the
  * Function Mask, MSI-X Enable clear) reads the vector's table entry, clears its pending bit and
  * puts the message into a 2-entry output buffer. Several fires of one vector before its message
  * is picked merge into one message; a fire after the pick sets the bit again (another message).
  * A message is committed once picked: masking the vector later does not recall it, as for a
  * message already on the link.
  *
  * Coalescing (NVMe Set Features 08h): THR is 0's based, TIME in 100 us units, and coalescing is
  * implicitly disabled when either is 0 (the base spec's wording). Per-vector Coalescing Disable
  * (Features 09h) is stored here. TIME is applied per vector: the vector fires on the TIME-th tick
  * after its first coalesced entry, i.e. (TIME-1) to TIME ticks after it, plus at most
  * `numVectors` + 4 cycles for the scan, the pick and the output buffer, so the delay never
  * exceeds the spec's recommended maximum by more than about one scan.
  */
class NvmeMsix(val p: NvmeMsixParams) extends RawModule {
  override def desiredName = "msix" // emitted as nvme_msix (Emit.prefixed)
  private val N = p.numVectors
  private val W = p.vecBits

  val clk_i = IO(Input(Clock()))
  val rst_ni = IO(Input(Bool()))

  /** Register window from the BAR0 decoder; reads answered once each, one cycle later. */
  val reg_req = IO(Flipped(Decoupled(new NvmeRegReq(p.regAddrWidth))))
  val reg_rsp_valid = IO(Output(Bool()))
  val reg_rsp_rdata = IO(Output(UInt(32.W)))

  /** MSI-X Enable and Function Mask of the MSI-X capability, as the hard IP reports them. */
  val cfg_interrupt_msix_enable = IO(Input(Bool()))
  val cfg_interrupt_msix_mask = IO(Input(Bool()))

  /** One request per CQ entry posted to an interrupt-enabled CQ; always ready. */
  val irq = IO(Flipped(Decoupled(new NvmeMsixIrq(W))))

  /** Interrupt Coalescing feature (08h): aggregation threshold (0's based) and time (100 us). */
  val coal_thr = IO(Input(UInt(8.W)))
  val coal_time = IO(Input(UInt(8.W)))
  /** Interrupt Vector Configuration feature (09h): per-vector Coalescing Disable writes. */
  val cd = IO(Flipped(Valid(new NvmeMsixCd(W))))

  /** Controller reset (CC.EN 1 -> 0): drops coalescing state and pending bits, not the table. */
  val clear_i = IO(Input(Bool()))

  /** MSI-X messages to the PCIe requester front end. */
  val msg = IO(Decoupled(new NvmeMsixMsg))

  /** One-cycle pulse per message accepted on `msg`; number of pending bits set. */
  val stat_sent_o = IO(Output(Bool()))
  val stat_pending_o = IO(Output(UInt(log2Ceil(N + 1).W)))

  /** Lowest set bit of `b` (width a power of two >= 2) as (any, index), a log-depth tree. */
  private def lowest(b: UInt): (Bool, UInt) = {
    val w = b.getWidth
    if (w == 2) (b.orR, !b(0))
    else {
      val (lv, li) = lowest(b(w / 2 - 1, 0))
      val (hv, hi) = lowest(b(w - 1, w / 2))
      (lv || hv, Mux(lv, Cat(0.U(1.W), li), Cat(1.U(1.W), hi)))
    }
  }

  /** Bit i set when any bit at or below i is set in `x` (log-depth prefix OR). */
  private def prefixOrUp(x: UInt): UInt = {
    val w = x.getWidth
    var r = x
    var s = 1
    while (s < w) {
      r = r | (r << s)(w - 1, 0)
      s *= 2
    }
    r
  }

  private def oh(idx: UInt, en: Bool): UInt = Mux(en, UIntToOH(idx, N), 0.U(N.W))

  withClockAndReset(clk_i, (!rst_ni).asAsyncReset) {
    // ---- per-vector state ----
    val maskBits = RegInit(((BigInt(1) << N) - 1).U(N.W)) // vector control bit 0, reset 1
    val pend = RegInit(0.U(N.W)) // pending bits (the PBA)
    val armed = RegInit(0.U(N.W)) // coalescing: at least one entry waits on the vector
    val cdis = RegInit(0.U(N.W)) // Coalescing Disable per vector (Features 09h)
    val pendCount = RegInit(0.U(log2Ceil(N + 1).W))
    // Message address low/high and data, byte-writable; a 2-port block RAM (register port A,
    // sender port B).
    val table = SyncReadMem(N, Vec(12, UInt(8.W)))
    table.suggestName("msix_table")
    // Entries counted on an armed vector and the tick count when it was armed (distributed RAM).
    val count = Mem(N, UInt(8.W))
    count.suggestName("msix_count")
    val stamp = Mem(N, UInt(9.W))
    stamp.suggestName("msix_stamp")

    // ---- table clear after reset ----
    val initBusy = RegInit(true.B)
    val initIdx = RegInit(0.U(W.W))
    when(initBusy) {
      initIdx := initIdx + 1.U
      when(initIdx === (N - 1).U) { initBusy := false.B }
    }

    // ---- 100 us tick and tick count ----
    val tickCnt = RegInit(0.U(log2Ceil(p.tickCycles).W))
    val tick = tickCnt === (p.tickCycles - 1).U
    tickCnt := Mux(tick, 0.U, tickCnt + 1.U)
    val now = RegInit(0.U(9.W))
    when(tick) { now := now + 1.U }

    // ---- register window ----
    val req = reg_req.bits
    reg_req.ready := !initBusy
    val acc = reg_req.valid && !initBusy
    val inPba = req.addr(p.regAddrWidth - 1)
    val tVec = req.addr(p.tableAddrBits - 1, 4)
    val tField = req.addr(3, 2)
    val tInRange = !inPba && tVec < N.U
    val tIdx = tVec(W - 1, 0)
    val memAccess = acc && tInRange && tField =/= 3.U
    val aWrite = initBusy || (memAccess && req.write)
    val aEn = initBusy || memAccess
    val aAddr = Mux(initBusy, initIdx, tIdx)
    val aWdata = VecInit(Seq.tabulate(12)(i => Mux(initBusy, 0.U(8.W), req.wdata(8 * (i % 4) + 7, 8 * (i % 4)))))
    val aMask = Seq.tabulate(12)(i => initBusy || (tField === (i / 4).U && req.wstrb(i % 4)))
    val aRdata = table.readWrite(aAddr, aWdata, aMask, aEn, aWrite)

    val ctlWrite = acc && req.write && tInRange && tField === 3.U && req.wstrb(0)
    when(ctlWrite) {
      val sel = UIntToOH(tIdx, N)
      maskBits := (maskBits & ~sel) | Mux(req.wdata(0), sel, 0.U)
    }

    val pbaDwords = 2 * p.pbaQwords
    val pbaIdx = req.addr(p.tableAddrBits - 1, 2)
    val pbaSel = pbaIdx(log2Ceil(pbaDwords) - 1, 0)
    val pbaDword = Mux(pbaIdx < pbaDwords.U, (pend.pad(32 * pbaDwords) >> Cat(pbaSel, 0.U(5.W)))(31, 0), 0.U)

    val readAcc = acc && !req.write
    val rspValid = RegNext(readAcc, false.B)
    val rspFromMem = Reg(Bool())
    val rspField = Reg(UInt(2.W))
    val rspWord = Reg(UInt(32.W))
    when(readAcc) {
      rspFromMem := memAccess
      rspField := tField
      rspWord := Mux(inPba, pbaDword, Mux(tInRange && tField === 3.U, maskBits(tIdx), 0.U))
    }
    def memWord(b: Vec[UInt], f: Int): UInt = Cat(b(4 * f + 3), b(4 * f + 2), b(4 * f + 1), b(4 * f))
    // Message Address bits 1:0 read 0: MSI-X messages are dword-aligned.
    val memRead = MuxLookup(rspField, memWord(aRdata, 2))(Seq(
      0.U -> Cat(memWord(aRdata, 0)(31, 2), 0.U(2.W)),
      1.U -> memWord(aRdata, 1)))
    reg_rsp_valid := rspValid
    reg_rsp_rdata := Mux(rspFromMem, memRead, rspWord)

    // ---- per-vector Coalescing Disable ----
    when(cd.valid && cd.bits.vector < N.U) {
      val sel = UIntToOH(cd.bits.vector, N)
      cdis := (cdis & ~sel) | Mux(cd.bits.disable, sel, 0.U)
    }

    // ---- aggregation-time scan: one vector per cycle ----
    val coalOn = coal_thr =/= 0.U && coal_time =/= 0.U
    val scanIdx = RegInit(0.U(W.W))
    scanIdx := Mux(scanIdx === (N - 1).U, 0.U, scanIdx + 1.U)
    val age = now - stamp(scanIdx)
    val scanFire = !clear_i && armed(scanIdx) &&
      (!coalOn || cdis(scanIdx) || age >= coal_time)

    // ---- interrupt requests ----
    irq.ready := true.B
    val v = irq.bits.vector
    val reqOk = irq.valid && !clear_i && v < N.U
    val vCoal = irq.bits.coalesce && coalOn && !cdis(v)
    // An entry that arrives while the scan fires its armed vector is covered by that message.
    val vLive = armed(v) && !(scanFire && scanIdx === v)
    val cntNext = count(v) +& 1.U
    val thrHit = cntNext > coal_thr
    val fireV = reqOk && (!vCoal || (vLive && thrHit))
    val armV = reqOk && vCoal && !armed(v)
    val bumpV = reqOk && vCoal && vLive && !thrHit
    when(armV || bumpV) { count(v) := Mux(armV, 1.U, cntNext(7, 0)) }
    when(armV) { stamp(v) := now }

    // ---- sender: round-robin pick, table read, 2-entry output buffer ----
    val enabled = cfg_interrupt_msix_enable && !cfg_interrupt_msix_mask
    val sendable = pend & ~maskBits & Fill(N, enabled)
    val rrMask = RegInit(0.U(N.W)) // vectors above the last one picked
    val padded = 1 << W
    val (hiAny, hiIdx) = lowest((sendable & rrMask).pad(padded))
    val (anySendable, loIdx) = lowest(sendable.pad(padded))
    val g = Mux(hiAny, hiIdx, loIdx)

    val s1Valid = RegInit(false.B)
    val qData = Reg(Vec(2, new NvmeMsixMsg))
    val qHead = RegInit(0.U(1.W))
    val qCount = RegInit(0.U(2.W))
    val credit = (qCount +& s1Valid.asUInt) < 2.U
    // Port B must not read the entry port A writes in the same cycle.
    val clash = aEn && aWrite && aAddr === g
    val pick = anySendable && credit && !clash && !initBusy
    val bRdata = table.read(g, pick)
    s1Valid := pick
    val gOh = UIntToOH(g, N)
    when(pick) { rrMask := prefixOrUp(gOh) & ~gOh }

    val deq = msg.valid && msg.ready
    when(s1Valid) {
      val e = qData(qHead ^ qCount(0))
      e.addr := Cat(memWord(bRdata, 1), memWord(bRdata, 0)(31, 2), 0.U(2.W))
      e.data := memWord(bRdata, 2)
    }
    when(deq) { qHead := ~qHead }
    qCount := qCount + s1Valid.asUInt - deq.asUInt
    msg.valid := qCount =/= 0.U
    msg.bits := qData(qHead)
    stat_sent_o := deq

    // ---- pending bits, coalescing state ----
    val setPend = oh(v, fireV) | oh(scanIdx, scanFire)
    pend := Mux(clear_i, 0.U, (pend & ~oh(g, pick)) | setPend)
    armed := Mux(clear_i, 0.U, (armed & ~oh(v, fireV) & ~oh(scanIdx, scanFire)) | oh(v, armV))
    val inc = (fireV && !pend(v)).asUInt +& (scanFire && !pend(scanIdx) && !(fireV && v === scanIdx)).asUInt
    val dec = (pick && !((fireV && v === g) || (scanFire && scanIdx === g))).asUInt
    pendCount := Mux(clear_i, 0.U, pendCount + inc - dec)
    stat_pending_o := pendCount
  }
}

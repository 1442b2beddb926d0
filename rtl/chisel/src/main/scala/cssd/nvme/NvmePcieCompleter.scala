package cssd.nvme

import chisel3._
import chisel3.util._

/** Configuration of the BAR0 completer.
  *
  * @param dataWidth    PCIe user interface width (PG213: 512 for Gen3 x16 at 250 MHz, 256 below)
  * @param regAddrWidth BAR0 aperture in address bits; the IP's BAR0 size must be 2^regAddrWidth
  * @param maxReadDw    longest memory read served (dwords); longer reads get Completer Abort
  */
case class NvmePcieCompleterParams(
    dataWidth: Int = 512,
    regAddrWidth: Int = 18,
    maxReadDw: Int = 16) {
  require(dataWidth == 512 || dataWidth == 256, "PG213 user interface is 256 or 512 bits")
  require(regAddrWidth >= 12 && regAddrWidth <= 32, "BAR0 must hold the 4 KiB NVMe register page")
  require(maxReadDw >= 2 && maxReadDw <= 32, "a 64-bit register read needs at least 2 dwords")
  val beatDw: Int = dataWidth / 32
  val cqUserWidth: Int = if (dataWidth == 512) 183 else 88
  val ccUserWidth: Int = if (dataWidth == 512) 81 else 33
  /** tuser bit where the last-dword byte enables start (PG213 table "CQ tuser"). */
  val lastBeOffset: Int = if (dataWidth == 512) 8 else 4
  val cplDw: Int = 3 + maxReadDw
  val cplBeats: Int = (cplDw + beatDw - 1) / beatDw
}

/** One dword access from the completer to the register space behind BAR0. Writes are posted and
  * have no response; every read is answered once on `reg_rsp_*`, in order, either in the cycle the
  * request is accepted (PeakRDL register blocks answer combinationally) or any cycle after.
  */
class NvmeRegReq(addrWidth: Int) extends Bundle {
  val write = Bool()
  val addr = UInt(addrWidth.W)
  val wdata = UInt(32.W)
  val wstrb = UInt(4.W)
}

/** PCIe completer for BAR0 on the UltraScale+ CQ/CC interface (PG213, dword-aligned mode, no
  * straddle). Memory reads and writes to BAR0 become dword accesses on `reg_req`; reads are
  * answered with one completion. Non-posted requests it cannot serve (I/O, atomics, other BARs,
  * zero-length or over-long reads) get an Unsupported Request / Completer Abort completion so the
  * host never waits on a lost read; unsupported posted requests are dropped, as PCIe allows.
  *
  * Throughput is deliberately modest (one dword per cycle): BAR0 carries register and doorbell
  * traffic only, never bulk data, which the NVMe DMA engine moves over RQ/RC.
  */
class NvmePcieCompleter(val p: NvmePcieCompleterParams) extends RawModule {
  override def desiredName = "pcie_completer" // emitted as nvme_pcie_completer (Emit.prefixed)

  val clk_i = IO(Input(Clock()))
  val rst_ni = IO(Input(Bool()))

  val s_axis_cq_tdata = IO(Input(UInt(p.dataWidth.W)))
  val s_axis_cq_tkeep = IO(Input(UInt(p.beatDw.W)))
  val s_axis_cq_tlast = IO(Input(Bool()))
  val s_axis_cq_tuser = IO(Input(UInt(p.cqUserWidth.W)))
  val s_axis_cq_tvalid = IO(Input(Bool()))
  val s_axis_cq_tready = IO(Output(Bool()))

  val m_axis_cc_tdata = IO(Output(UInt(p.dataWidth.W)))
  val m_axis_cc_tkeep = IO(Output(UInt(p.beatDw.W)))
  val m_axis_cc_tlast = IO(Output(Bool()))
  val m_axis_cc_tuser = IO(Output(UInt(p.ccUserWidth.W)))
  val m_axis_cc_tvalid = IO(Output(Bool()))
  val m_axis_cc_tready = IO(Input(Bool()))

  val reg_req = IO(Decoupled(new NvmeRegReq(p.regAddrWidth)))
  val reg_rsp_valid = IO(Input(Bool()))
  val reg_rsp_rdata = IO(Input(UInt(32.W)))
  /** One-cycle pulses for the controller's BAR0 activity counters. */
  val stat_read_o = IO(Output(Bool()))
  val stat_write_o = IO(Output(Bool()))
  val stat_unsupported_o = IO(Output(Bool()))

  withClockAndReset(clk_i, (!rst_ni).asAsyncReset) {
    object ReqType {
      val MemRead = 0.U(4.W)
      val MemWrite = 1.U(4.W)
      /** Types 1100b/1101b are messages, which are posted like memory writes. */
      def isPosted(t: UInt): Bool = t === MemWrite || t(3, 1) === "b110".U
    }
    object CplStatus {
      val SC = 0.U(3.W)
      val UR = 1.U(3.W)
      val CA = 4.U(3.W)
    }

    val sIdle :: sWrite :: sWriteNext :: sReadReq :: sReadRsp :: sCpl :: sDrain :: Nil = Enum(7)
    val state = RegInit(sIdle)

    val beat = Reg(Vec(p.beatDw, UInt(32.W)))
    val beatLast = Reg(Bool())
    val dwIdx = Reg(UInt(log2Ceil(p.beatDw).W))
    val addr = Reg(UInt(p.regAddrWidth.W))
    val remaining = Reg(UInt(11.W))
    val firstBe = Reg(UInt(4.W))
    val lastBe = Reg(UInt(4.W))
    val isFirst = Reg(Bool())

    // Completion header fields kept from the request.
    val reqId = Reg(UInt(16.W))
    val tag = Reg(UInt(8.W))
    val tc = Reg(UInt(3.W))
    val attr = Reg(UInt(3.W))
    val lowerAddr = Reg(UInt(7.W))
    val byteCount = Reg(UInt(13.W))
    val cplDwCount = Reg(UInt(11.W))
    val cplStatus = Reg(UInt(3.W))
    val readData = Reg(Vec(p.maxReadDw, UInt(32.W)))
    val readIdx = Reg(UInt(log2Ceil(p.maxReadDw + 1).W))
    val cplBeat = Reg(UInt(log2Ceil(p.cplBeats + 1).W))

    val cplPending = Reg(Bool()) // an error completion is owed once the request's beats are drained
    val inPacket = RegInit(false.B) // a CQ beat without tlast has been taken: next beat is not a SOP

    // ---- request decode (descriptor = dwords 0..3 of the first beat) ----
    val d = s_axis_cq_tdata
    val dAddr = Cat(d(63, 2), 0.U(2.W))
    val dDwCount = d(74, 64)
    val dType = d(78, 75)
    val dReqId = d(95, 80)
    val dTag = d(103, 96)
    val dBar = d(114, 112)
    val dTc = d(123, 121)
    val dAttr = d(126, 124)
    val dFirstBe = s_axis_cq_tuser(3, 0)
    val dLastBe = s_axis_cq_tuser(p.lastBeOffset + 3, p.lastBeOffset)

    /** Byte count and lower address of a memory read completion (PCIe base spec 2.3.1.1). */
    def readByteCount(dw: UInt, fbe: UInt, lbe: UInt): UInt = {
      val single = MuxCase(1.U(13.W), Seq(
        (fbe(0) && fbe(3)) -> 4.U,
        (fbe(1, 0) === "b01".U && fbe(3, 2) === "b01".U) -> 3.U,
        (fbe(3, 2) === "b10".U && fbe(1, 0) === "b10".U) -> 3.U,
        (fbe === "b0011".U || fbe === "b0110".U || fbe === "b1100".U) -> 2.U))
      val leadSkip = PriorityMux(Seq(fbe(0) -> 0.U, fbe(1) -> 1.U, fbe(2) -> 2.U, true.B -> 3.U))
      val tailSkip = PriorityMux(Seq(lbe(3) -> 0.U, lbe(2) -> 1.U, lbe(1) -> 2.U, true.B -> 3.U))
      Mux(dw === 1.U, single, (dw << 2) - leadSkip - tailSkip)
    }
    def firstByteOffset(fbe: UInt): UInt =
      PriorityMux(Seq(fbe(0) -> 0.U(2.W), fbe(1) -> 1.U, fbe(2) -> 2.U, fbe(3) -> 3.U, true.B -> 0.U))

    val sop = s_axis_cq_tvalid && !inPacket
    when(s_axis_cq_tvalid && s_axis_cq_tready) { inPacket := !s_axis_cq_tlast }

    stat_read_o := false.B
    stat_write_o := false.B
    stat_unsupported_o := false.B

    s_axis_cq_tready := state === sIdle || state === sWriteNext || state === sDrain

    reg_req.valid := false.B
    reg_req.bits.write := state === sWrite
    reg_req.bits.addr := addr
    reg_req.bits.wdata := beat(dwIdx)
    reg_req.bits.wstrb := Mux(isFirst, firstBe, Mux(remaining === 1.U, lastBe, "hf".U))

    def takeReadData(): Unit = {
      readData(readIdx(log2Ceil(p.maxReadDw) - 1, 0)) := reg_rsp_rdata
      readIdx := readIdx + 1.U
      addr := addr + 4.U
      remaining := remaining - 1.U
      when(remaining === 1.U) {
        state := sCpl
        cplStatus := CplStatus.SC
        cplDwCount := readIdx + 1.U
      }.otherwise { state := sReadReq }
    }

    switch(state) {
      is(sIdle) {
        when(sop) {
          reqId := dReqId
          tag := dTag
          tc := dTc
          attr := dAttr
          addr := dAddr(p.regAddrWidth - 1, 0)
          remaining := dDwCount
          firstBe := dFirstBe
          lastBe := dLastBe
          isFirst := true.B
          beatLast := s_axis_cq_tlast
          for (i <- 0 until p.beatDw) { beat(i) := d(32 * i + 31, 32 * i) }
          dwIdx := 4.U // payload starts after the 4-dword descriptor
          readIdx := 0.U
          cplBeat := 0.U
          cplPending := false.B
          lowerAddr := Cat(dAddr(6, 2), firstByteOffset(dFirstBe))
          byteCount := readByteCount(dDwCount, dFirstBe, dLastBe)
          val bar0 = dBar === 0.U
          // dword count 0 encodes 1024 dwords in a TLP: far beyond any register access.
          val lenOk = dDwCount =/= 0.U
          when(dType === ReqType.MemWrite && bar0 && lenOk) {
            state := sWrite
            stat_write_o := true.B
          }.elsewhen(dType === ReqType.MemRead && bar0 && lenOk && dDwCount <= p.maxReadDw.U) {
            state := sReadReq
            stat_read_o := true.B
          }.elsewhen(ReqType.isPosted(dType)) {
            state := Mux(s_axis_cq_tlast, sIdle, sDrain)
            stat_unsupported_o := true.B
          }.otherwise {
            cplStatus := Mux(dType === ReqType.MemRead && bar0, CplStatus.CA, CplStatus.UR)
            cplDwCount := 0.U
            byteCount := Mux(dType === ReqType.MemRead, readByteCount(dDwCount, dFirstBe, dLastBe), 4.U)
            cplPending := true.B
            state := Mux(s_axis_cq_tlast, sCpl, sDrain)
            stat_unsupported_o := true.B
          }
        }
      }
      is(sWrite) {
        reg_req.valid := true.B
        when(reg_req.ready) {
          isFirst := false.B
          addr := addr + 4.U
          remaining := remaining - 1.U
          dwIdx := dwIdx + 1.U
          when(remaining === 1.U) {
            state := Mux(beatLast, sIdle, sDrain)
          }.elsewhen(dwIdx === (p.beatDw - 1).U) {
            state := Mux(beatLast, sIdle, sWriteNext) // a short packet: stop where the data ends
          }
        }
      }
      is(sWriteNext) {
        when(s_axis_cq_tvalid) {
          for (i <- 0 until p.beatDw) { beat(i) := d(32 * i + 31, 32 * i) }
          beatLast := s_axis_cq_tlast
          dwIdx := 0.U
          state := sWrite
        }
      }
      is(sReadReq) {
        reg_req.valid := true.B
        when(reg_req.ready) {
          when(reg_rsp_valid) { takeReadData() }.otherwise { state := sReadRsp }
        }
      }
      is(sReadRsp) {
        when(reg_rsp_valid) { takeReadData() }
      }
      is(sDrain) {
        // The rest of a packet we do not use; a pending error completion goes out afterwards.
        when(s_axis_cq_tvalid && s_axis_cq_tlast) { state := Mux(cplPending, sCpl, sIdle) }
      }
      is(sCpl) {
        when(m_axis_cc_tready && m_axis_cc_tlast) { state := sIdle }
        when(m_axis_cc_tready) { cplBeat := cplBeat + 1.U }
      }
    }

    // ---- completion (descriptor = dwords 0..2, data from dword 3) ----
    val cplDesc = Seq(
      Cat(0.U(2.W), false.B, byteCount, 0.U(6.W), 0.U(2.W), false.B, lowerAddr),
      Cat(reqId, false.B, false.B, cplStatus, cplDwCount),
      Cat(false.B, attr, tc, false.B, 0.U(8.W), 0.U(8.W), tag))
    val cplWords = VecInit(cplDesc ++ (0 until p.maxReadDw).map(i => readData(i)) ++
      Seq.fill(p.cplBeats * p.beatDw - p.cplDw)(0.U(32.W)))
    val cplTotalDw = 3.U +& cplDwCount
    val beatBase = cplBeat * p.beatDw.U
    def cplWord(i: Int): UInt = cplWords((beatBase + i.U)(log2Ceil(cplWords.length) - 1, 0))
    // Lanes past the completion carry zeros, not stale read data: the bus is sampled whole.
    val laneLive = (0 until p.beatDw).map(i => (beatBase + i.U) < cplTotalDw)
    m_axis_cc_tdata := Cat((0 until p.beatDw).reverse.map(i => Mux(laneLive(i), cplWord(i), 0.U)))
    m_axis_cc_tkeep := Cat(laneLive.reverse)
    m_axis_cc_tlast := beatBase + p.beatDw.U >= cplTotalDw
    m_axis_cc_tuser := 0.U
    m_axis_cc_tvalid := state === sCpl
  }
}

package cssd.nvme

import chisel3._
import chisel3.util._

/** One piece of an xfer for the DMA engine (a run inside one 4 KiB host page), or a marker that
  * ends an xfer without moving data (an error found by the walker, or an abort).
  */
class PrpSeg(aw: Int) extends Bundle {
  val marker = Bool()
  /** Last entry of its xfer: its done entry is the xfer's done. */
  val last = Bool()
  /** Marker status (NvmeXferStatus); 0 for segments. */
  val status = UInt(3.W)
  val tag = UInt(16.W)
  val serial = UInt(8.W)
  val toHost = Bool()
  val host = UInt(64.W)
  val local = UInt(aw.W)
  val len = UInt(13.W)
}

/** A decoded xfer, from the planner to the segment generator. Positions are "virtual": byte
  * offset into the command's buffer plus PRP1's page offset, so page k of the command covers
  * virtual bytes [4096k, 4096k + 4096).
  */
class PrpJob(aw: Int) extends Bundle {
  val tag = UInt(16.W)
  val serial = UInt(8.W)
  val toHost = Bool()
  val local = UInt(aw.W)
  val status = UInt(3.W)
  val mode = UInt(2.W) // 0 PRP1 only, 1 PRP2 is the second page, 2 PRP2 is a list pointer
  val vFirst = UInt(26.W)
  val vEnd = UInt(26.W)
  val kFirst = UInt(14.W)
  val kLast = UInt(14.W)
  val prp1Page = UInt(52.W)
  val prp2Page = UInt(52.W)
  /** List mode: the list context that fetches its entries. */
  val ctx = UInt(4.W)
}

/** Up to eight PRP entries of one completion beat, or an error token that ends a job's entries. */
class PrpRow extends Bundle {
  val e = Vec(8, UInt(64.W))
  val n = UInt(4.W)
  val token = Bool()
  val status = UInt(3.W)
}

class PrpEntry extends Bundle {
  val v = UInt(64.W)
  val token = Bool()
  val status = UInt(3.W)
}

object PrpMode {
  val Prp1 = 0.U(2.W)
  val Prp2 = 1.U(2.W)
  val List = 2.U(2.W)
}

/** The PRP engine: turns xfers (a byte range of an NVMe command's data buffer described by PRP1,
  * PRP2 and the command's length) into per-page DMA segments, reading the PRP list entries the
  * range needs from host memory.
  *
  * Three stages run concurrently:
  *  - decode (two registered cycles): field checks, page range, PRP mode; pushes a job;
  *  - list fetchers (`listReads` NvmePrpListFetch contexts, taken by list-mode jobs in
  *    rotation): each walks its job's list chain from PRP2 (stateless per xfer: chain pointers
  *    are followed from PRP2 each time) and reads exactly the entries the job needs, one read in
  *    flight per context, each <= min(MRRS, listReadMax) and inside one list page. One shared
  *    extractor cuts the completions (in address order within a read, interleaved between reads
  *    a TLP at a time; the tag names the context) into rows of up to eight entries per beat (a
  *    one-dword shift with a carry, no barrel shifter) into the context's row buffer, which
  *    always has room for the whole read, so the RC stream is never held up;
  *  - segment generator: one segment (or marker) per cycle from the job and the next entry of
  *    the job's context.
  * The fetchers work on the next jobs while the generator is still issuing an earlier job's
  * segments, so list reads overlap data movement and each other: an xfer of one NVM set does
  * not wait for another set's list read before its own is issued.
  */
class NvmePrpWalker(p: NvmeDataMoverParams) extends Module {
  override def desiredName = "prp_walker" // emitted as nvme_prp_walker (Emit.prefixed)
  private val aw = p.axiAddrWidth
  val io = IO(new Bundle {
    val xfer = Flipped(Decoupled(new NvmeXferReq(aw)))
    val seg = Decoupled(new PrpSeg(aw))
    /** An xfer with this serial had a data error: stop issuing its segments. */
    val abort = Input(Valid(UInt(8.W)))
    val rq = Decoupled(new TlpBeat(512, 137))
    val rc = Flipped(Decoupled(new TlpBeat(512, 161)))
    val maxReadReq = Input(UInt(3.W))
    val busy = Output(Bool())
    val listBytes = Output(UInt(32.W))
  })

  // ---------------- decode ----------------
  val xferQ = new DmaFifo(new NvmeXferReq(aw), 2)
  xferQ.enq.valid := io.xfer.valid
  xferQ.enq.bits := io.xfer.bits
  io.xfer.ready := xferQ.enq.ready

  class D1 extends Bundle {
    val x = new NvmeXferReq(aw)
    val vFirst = UInt(26.W)
    val vEnd = UInt(26.W)
    val totPages = UInt(14.W)
    val badField = Bool()
    val serial = UInt(8.W)
  }
  val d1Valid = RegInit(false.B)
  val d1 = Reg(new D1)
  val serial = RegInit(0.U(8.W))
  val jobQ = new DmaFifo(new PrpJob(aw), 4)

  // Stage 2 (from the d1 registers): page range, mode, PRP checks; push the job, start the fetch.
  val kFirst = d1.vFirst(25, 12)
  val kLast = (d1.vEnd - 1.U)(25, 12)
  val mode = Mux(d1.totPages <= 1.U, PrpMode.Prp1, Mux(d1.totPages === 2.U, PrpMode.Prp2, PrpMode.List))
  val prpBad = d1.x.prp1(1, 0) =/= 0.U || (kLast =/= 0.U &&
    ((mode === PrpMode.Prp2 && d1.x.prp2(11, 0) =/= 0.U) || (mode === PrpMode.List && d1.x.prp2(2, 0) =/= 0.U)))
  val d2Status = Mux(d1.badField, NvmeXferStatus.InvalidField, Mux(prpBad, NvmeXferStatus.PrpOffset, NvmeXferStatus.Ok))
  val needFetch = d2Status === 0.U && mode === PrpMode.List && kLast =/= 0.U
  val ctxFree = Wire(Bool()) // the list context next in rotation can take a job
  val d2Fire = d1Valid && jobQ.enq.ready && (!needFetch || ctxFree)
  jobQ.enq.valid := d1Valid && (!needFetch || ctxFree)
  val jb = jobQ.enq.bits
  jb.tag := d1.x.tag
  jb.serial := d1.serial
  jb.toHost := d1.x.toHost
  jb.local := d1.x.localAddr
  jb.status := d2Status
  jb.mode := mode
  jb.vFirst := d1.vFirst
  jb.vEnd := d1.vEnd
  jb.kFirst := kFirst
  jb.kLast := kLast
  jb.prp1Page := d1.x.prp1(63, 12)
  jb.prp2Page := d1.x.prp2(63, 12)

  // Stage 1: arithmetic on the raw fields.
  val x = xferQ.deq.bits
  val d1Load = !d1Valid || d2Fire
  xferQ.deq.ready := d1Load
  when(d2Fire) { d1Valid := false.B }
  when(xferQ.deq.fire) {
    val o1 = x.prp1(11, 0)
    d1Valid := true.B
    d1.x := x
    d1.vFirst := x.offset +& o1
    d1.vEnd := x.offset +& x.len +& o1
    d1.totPages := ((x.cmdLen +& o1 +& 4095.U) >> 12)(13, 0)
    d1.badField := x.len === 0.U || x.offset(1, 0) =/= 0.U || x.len(1, 0) =/= 0.U ||
      (x.offset +& x.len) > x.cmdLen || x.cmdLen > p.maxCmdLen.U
    d1.serial := serial
    serial := serial + 1.U
  }

  // ---------------- list fetchers ----------------
  // p.listReads contexts, each with one read in flight and its own row buffer (NvmePrpListFetch).
  // List jobs take them in rotation; context c's tags are prpTagBase + c * tagsPerCtx onwards.
  private val nCtx = p.listReads
  private val tagsPerCtx = p.prpNumTags / nCtx
  private val ctxW = log2Ceil(nCtx).max(1)
  val fetchers = Seq.tabulate(nCtx)(c =>
    Module(new NvmePrpListFetch(tagsPerCtx, p.rowDepth, p.rowsPerRead)))
  val nextCtx = RegInit(0.U(ctxW.W))
  ctxFree := VecInit(fetchers.map(!_.io.active))(nextCtx)
  jb.ctx := nextCtx
  val listBytes = RegInit(0.U(32.W))
  io.listBytes := listBytes

  val mrrsBytes = VecInit(Seq(128, 256, 512, 1024, 2048, 4096, 128, 128).map(_.U(13.W)))(io.maxReadReq)
  val maxEntries = Mux(mrrsBytes < p.listReadMax.U, mrrsBytes >> 3, (p.listReadMax / 8).U)

  when(d2Fire && needFetch) {
    nextCtx := Mux(nextCtx === (nCtx - 1).U, 0.U, nextCtx + 1.U)
  }
  // A fixed-priority arbiter is enough: a context with a read in flight asks for no other, so
  // none waits behind another for more than one read.
  val rdArb = Module(new Arbiter(new PrpListRead, nCtx))
  for ((f, c) <- fetchers.zipWithIndex) {
    f.io.start.valid := d2Fire && needFetch && nextCtx === c.U
    f.io.start.bits.eFirst := Mux(kFirst === 0.U, 0.U, kFirst - 1.U)
    f.io.start.bits.eEnd := kLast - 1.U
    f.io.start.bits.n := d1.totPages - 1.U
    f.io.start.bits.ptr := d1.x.prp2
    f.io.maxEntries := maxEntries
    f.io.tagLo := (p.prpTagBase + c * tagsPerCtx).U
    rdArb.io.in(c) <> f.io.rd
  }

  val rdQ = new DmaFifo(new TlpBeat(512, 137), 2)
  io.rq.valid := rdQ.deq.valid
  io.rq.bits := rdQ.deq.bits
  rdQ.deq.ready := io.rq.ready
  val rdReq = rdArb.io.out.bits
  rdQ.enq.valid := rdArb.io.out.valid
  rdArb.io.out.ready := rdQ.enq.ready
  rdQ.enq.bits.data := RqDesc(rdReq.addr, rdReq.dw, RqDesc.MemRead, rdReq.tag)
  rdQ.enq.bits.keep := "h000f".U
  rdQ.enq.bits.last := true.B
  rdQ.enq.bits.user := RqDesc.user(rdReq.dw, 137)
  when(rdArb.io.out.fire) { listBytes := listBytes + Cat(rdReq.dw, 0.U(2.W)) }

  // ---------------- completion extractor ----------------
  // Completions of one read arrive in address order; those of different reads may interleave,
  // one whole TLP at a time (no straddling). The packet's context comes from its tag.
  val rc = io.rc.bits
  val inPkt = RegInit(false.B)
  val fwd = RegInit(false.B)
  val curMatch = RegInit(false.B)
  val pktCtx = Reg(UInt(ctxW.W))
  val endAfter = RegInit(false.B)
  val carry = Reg(UInt(32.W))
  val rem = Reg(UInt(10.W))
  val rdErr = RegInit(VecInit(Seq.fill(nCtx)(false.B)))
  val endState = RegInit(false.B)
  val endCtx = Reg(UInt(ctxW.W))
  val sop = !inPkt
  val dTag = rc.data(71, 64)
  val dDw = rc.data(42, 32)
  val hits = VecInit(fetchers.map(f => f.io.pending && f.io.curTag === dTag))
  val sopMatch = hits.asUInt.orR
  val sopCtx = OHToUInt(hits).pad(ctxW)
  val ctxNow = Mux(sop, sopCtx, pktCtx)
  val sopErr = rc.data(45, 43) =/= 0.U || rc.data(46) || rc.data(15, 12) =/= 0.U || dDw(0) || dDw === 0.U
  val sopFwd = sopMatch && !sopErr && !rdErr(sopCtx)
  val fwdNow = Mux(sop, sopFwd, fwd)
  val avail = Mux(sop, (dDw >> 1)(9, 0), rem)
  val cap = Mux(sop, 6.U, 8.U)
  val take = Mux(avail < cap, avail, cap)
  val sopEntries = VecInit((0 until 8).map(i => if (i < 6) rc.data(96 + 64 * i + 63, 96 + 64 * i) else 0.U(64.W)))
  val shifted = Cat(rc.data(479, 0), carry)
  val midEntries = VecInit((0 until 8).map(i => shifted(64 * i + 63, 64 * i)))
  val chainOf = VecInit(fetchers.map(_.io.chain))
  val rowReadyOf = VecInit(fetchers.map(_.io.row.ready))
  val pushRow = fwdNow && !chainOf(ctxNow) && take =/= 0.U
  val rcReady = !endState && (!pushRow || rowReadyOf(ctxNow))
  io.rc.ready := rcReady
  val rcFire = io.rc.valid && rcReady

  // Only PRP1 and PRP2 may carry an in-page offset; entries inside a list, chain pointers
  // included, must be page aligned (NVMe base spec, PRP entry layout).
  val endChainBad = chainOf(endCtx) && VecInit(fetchers.map(_.io.chainPtr))(endCtx)(11, 0) =/= 0.U
  val endFail = rdErr(endCtx) || endChainBad
  val endRowOk = rowReadyOf(endCtx)
  for ((f, c) <- fetchers.zipWithIndex) {
    val mine = Mux(endState, endCtx === c.U, ctxNow === c.U)
    f.io.row.valid := Mux(endState, endFail, io.rc.valid && pushRow) && mine
    f.io.row.bits := 0.U.asTypeOf(new PrpRow)
    when(endState) {
      f.io.row.bits.token := true.B
      f.io.row.bits.status := Mux(rdErr(endCtx), NvmeXferStatus.DataError, NvmeXferStatus.PrpOffset)
    }.otherwise {
      f.io.row.bits.e := Mux(sop, sopEntries, midEntries)
      f.io.row.bits.n := take
    }
    f.io.chainVal.valid := rcFire && sop && sopFwd && chainOf(sopCtx) && sopCtx === c.U
    f.io.chainVal.bits := rc.data(159, 96)
    f.io.ended.valid := endState && endCtx === c.U && (!endFail || endRowOk)
    f.io.ended.bits := endFail
  }
  when(endState && (!endFail || endRowOk)) {
    endState := false.B
    rdErr(endCtx) := false.B
  }

  when(rcFire) {
    inPkt := !rc.last
    carry := rc.data(511, 480)
    rem := avail - take
    val matchNow = Mux(sop, sopMatch, curMatch)
    when(sop) {
      fwd := sopFwd
      curMatch := sopMatch
      pktCtx := sopCtx
      endAfter := sopMatch && rc.data(30)
      when(sopMatch && sopErr) { rdErr(sopCtx) := true.B }
    }
    when(matchNow && rc.user(96)) { rdErr(ctxNow) := true.B } // discontinue
    when(rc.last && Mux(sop, sopMatch && rc.data(30), endAfter)) {
      endState := true.B
      endCtx := ctxNow
    }
  }

  // ---------------- entries of the current job's context ----------------
  val entValid = Wire(Bool())
  val entReady = WireDefault(false.B)
  val entCtx = Wire(UInt(ctxW.W))
  val entries = VecInit(fetchers.map(_.io.entry.bits))
  val ent = entries(entCtx)
  entValid := VecInit(fetchers.map(_.io.entry.valid))(entCtx)
  for ((f, c) <- fetchers.zipWithIndex) { f.io.entry.ready := entReady && entCtx === c.U }

  // ---------------- segment generator ----------------
  val segQ = new DmaFifo(new PrpSeg(aw), 2)
  io.seg.valid := segQ.deq.valid
  io.seg.bits := segQ.deq.bits
  segQ.deq.ready := io.seg.ready

  val gStarted = RegInit(false.B)
  val gK = Reg(UInt(14.W))
  val gV = Reg(UInt(26.W))
  val gLocal = Reg(UInt(aw.W))
  val draining = RegInit(false.B)
  val drainLeft = Reg(UInt(14.W))
  val drainCtx = Reg(UInt(ctxW.W))

  val job = jobQ.deq.bits
  entCtx := Mux(draining, drainCtx, job.ctx(ctxW - 1, 0))
  val k = Mux(gStarted, gK, job.kFirst)
  val v = Mux(gStarted, gV, job.vFirst)
  val loc = Mux(gStarted, gLocal, job.local)
  val needEntry = job.mode === PrpMode.List && k =/= 0.U
  val isLast = k === job.kLast
  val pageEnd = Cat(k +& 1.U, 0.U(12.W))
  val segEnd = Mux(job.vEnd < pageEnd, job.vEnd, pageEnd)
  val segLen = (segEnd - v)(12, 0)
  val page = Mux(k === 0.U, job.prp1Page, Mux(job.mode === PrpMode.Prp2, job.prp2Page, ent.v(63, 12)))
  val abortMe = io.abort.valid && io.abort.bits === job.serial
  // Entries of this job not consumed yet (list mode): those for pages max(k,1)..kLast.
  val entriesLeft = Mux(job.mode =/= PrpMode.List || job.kLast === 0.U, 0.U,
    Mux(k === 0.U, job.kLast, job.kLast - k + 1.U))

  val sb = segQ.enq.bits
  segQ.enq.valid := false.B
  sb.marker := false.B
  sb.last := isLast
  sb.status := 0.U
  sb.tag := job.tag
  sb.serial := job.serial
  sb.toHost := job.toHost
  sb.host := Cat(page, v(11, 0))
  sb.local := loc
  sb.len := segLen
  jobQ.deq.ready := false.B
  def endJob(): Unit = {
    jobQ.deq.ready := true.B
    gStarted := false.B
  }

  when(draining) {
    entReady := true.B
    when((entValid && entReady)) {
      drainLeft := drainLeft - 1.U
      when(ent.token || drainLeft === 1.U) { draining := false.B }
    }
  }.elsewhen(jobQ.deq.valid) {
    when(job.status =/= 0.U || abortMe) {
      segQ.enq.valid := true.B
      sb.marker := true.B
      sb.last := true.B
      sb.status := job.status
      when(segQ.enq.ready) {
        endJob()
        when(job.status === 0.U && entriesLeft =/= 0.U) { // an abort: the fetcher still delivers
          draining := true.B
          drainLeft := entriesLeft
          drainCtx := job.ctx(ctxW - 1, 0)
        }
      }
    }.elsewhen(needEntry && !entValid) {
      // wait for the list entry
    }.elsewhen(needEntry && (ent.token || ent.v(11, 0) =/= 0.U)) {
      segQ.enq.valid := true.B
      sb.marker := true.B
      sb.last := true.B
      sb.status := Mux(ent.token, ent.status, NvmeXferStatus.PrpOffset)
      when(segQ.enq.ready) {
        entReady := true.B
        endJob()
        when(!ent.token && !isLast) {
          draining := true.B
          drainLeft := job.kLast - k
          drainCtx := job.ctx(ctxW - 1, 0)
        }
      }
    }.otherwise {
      segQ.enq.valid := true.B
      when(segQ.enq.ready) {
        entReady := needEntry
        when(isLast) {
          endJob()
        }.otherwise {
          gStarted := true.B
          gK := k + 1.U
          gV := segEnd
          gLocal := loc + segLen
        }
      }
    }
  }

  io.busy := xferQ.count =/= 0.U || d1Valid || jobQ.count =/= 0.U || fetchers.map(_.io.busy).reduce(_ || _) ||
    rdQ.count =/= 0.U || endState || segQ.count =/= 0.U || draining
}

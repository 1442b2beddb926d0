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
  *  - list fetcher: for list-mode jobs, walks the list chain from PRP2 (stateless per xfer: chain
  *    pointers are followed from PRP2 each time) and reads exactly the entries the job needs,
  *    one read in flight at a time, each <= min(MRRS, listReadMax) and inside one list page; the
  *    completions (in address order, one read in flight) are cut into rows of up to eight entries
  *    per beat (a one-dword shift with a carry, no barrel shifter) into a row buffer that always
  *    has room for the whole read, so the RC stream is never held up;
  *  - segment generator: one segment (or marker) per cycle from the job and the next entry.
  * The fetcher works on the next job while the generator is still issuing an earlier job's
  * segments, so list reads overlap data movement.
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
  val fActive = RegInit(false.B)
  val d2Fire = d1Valid && jobQ.enq.ready && (!needFetch || !fActive)
  jobQ.enq.valid := d1Valid && (!needFetch || !fActive)
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

  // ---------------- list fetcher ----------------
  val fState = RegInit(0.U(2.W)) // 0 page geometry, 1 issue, 2 wait for the read
  val fE = Reg(UInt(15.W)) // next entry index to fetch (0 = the entry of command page 1)
  val fEEnd = Reg(UInt(15.W)) // last entry index needed
  val fN = Reg(UInt(15.W)) // entries of the whole command
  val fPtr = Reg(UInt(64.W)) // current list page: address of its first slot
  val fBase = Reg(UInt(15.W)) // entry index of that slot
  val fSlots = Reg(UInt(10.W))
  val fDataEnd = Reg(UInt(16.W)) // entry index after the last data entry of the current page
  val fLastRead = Reg(Bool())
  val rdPending = RegInit(false.B)
  val rdChain = Reg(Bool())
  val rdTag = RegInit(p.prpTagBase.U(8.W)) // tag of the next read
  val listBytes = RegInit(0.U(32.W))
  io.listBytes := listBytes

  when(d2Fire && needFetch) {
    fActive := true.B
    fState := 0.U
    fE := Mux(kFirst === 0.U, 0.U, kFirst - 1.U)
    fEEnd := kLast - 1.U
    fN := d1.totPages - 1.U
    fPtr := d1.x.prp2
    fBase := 0.U
  }

  // Row buffer (LUT RAM): rows of entries from the extractor, error tokens.
  val prpRowMem = Mem(p.rowDepth, new PrpRow)
  val rowHead = RegInit(0.U(log2Ceil(p.rowDepth).W))
  val rowTail = RegInit(0.U(log2Ceil(p.rowDepth).W))
  val rowCount = RegInit(0.U(log2Ceil(p.rowDepth + 1).W))
  val rowEnq = Wire(Decoupled(new PrpRow))
  val rowDeq = Wire(Decoupled(new PrpRow))
  rowEnq.ready := rowCount =/= p.rowDepth.U
  rowDeq.valid := rowCount =/= 0.U
  rowDeq.bits := prpRowMem(rowHead)
  when(rowEnq.fire) {
    prpRowMem(rowTail) := rowEnq.bits
    rowTail := rowTail + 1.U
  }
  when(rowDeq.fire) { rowHead := rowHead + 1.U }
  rowCount := rowCount + rowEnq.fire.asUInt - rowDeq.fire.asUInt
  val rowRoom = (p.rowDepth.U - rowCount) >= (p.rowsPerRead + 1).U

  val mrrsBytes = VecInit(Seq(128, 256, 512, 1024, 2048, 4096, 128, 128).map(_.U(13.W)))(io.maxReadReq)
  val maxEntries = Mux(mrrsBytes < p.listReadMax.U, mrrsBytes >> 3, (p.listReadMax / 8).U)

  val rdQ = new DmaFifo(new TlpBeat(512, 137), 2)
  io.rq.valid := rdQ.deq.valid
  io.rq.bits := rdQ.deq.bits
  rdQ.deq.ready := io.rq.ready

  val rdDone = WireDefault(false.B) // pulses when the read in flight has ended
  val rdFail = WireDefault(false.B)
  val chainVal = Reg(UInt(64.W))

  // Geometry of the current list page (registered, then used to issue).
  val gSlots = 512.U(10.W) - fPtr(11, 3)
  val gAvail = fN - fBase
  val gChain = gAvail > gSlots
  val hopNeeded = fE >= fDataEnd
  val rdLeft = fEEnd +& 1.U - fE
  val pageLeft = fDataEnd - fE
  val cnt0 = Mux(rdLeft < pageLeft, rdLeft, pageLeft)
  val cnt = Mux(cnt0 < maxEntries, cnt0, maxEntries)(9, 0)
  val rdAddr = Mux(hopNeeded, fPtr + Cat(fSlots - 1.U, 0.U(3.W)), fPtr + Cat(fE - fBase, 0.U(3.W)))
  val rdDw = Mux(hopNeeded, 2.U(11.W), Cat(cnt, 0.U(1.W)))
  rdQ.enq.valid := false.B
  rdQ.enq.bits.data := RqDesc(rdAddr, rdDw, RqDesc.MemRead, rdTag)
  rdQ.enq.bits.keep := "h000f".U
  rdQ.enq.bits.last := true.B
  rdQ.enq.bits.user := RqDesc.user(rdDw, 137)
  val nextTag = Mux(rdTag === (p.prpTagBase + p.prpNumTags - 1).U, p.prpTagBase.U, rdTag + 1.U)

  when(fActive) {
    switch(fState) {
      is(0.U) {
        fSlots := gSlots
        fDataEnd := fBase +& Mux(gChain, gSlots - 1.U, gAvail)
        fState := 1.U
      }
      is(1.U) {
        // A first list page whose only slot is a chain pointer (PRP2 at offset FF8h) still makes
        // progress: chained pages must start at offset 0 (checked below), so they hold 512 slots.
        when(!rdPending && rowRoom) {
          rdQ.enq.valid := true.B
          when(rdQ.enq.ready) {
            rdPending := true.B
            rdChain := hopNeeded
            rdTag := nextTag
            listBytes := listBytes + Cat(rdDw, 0.U(2.W))
            when(!hopNeeded) { fE := fE + cnt }
            fLastRead := !hopNeeded && (fE + cnt) > fEEnd
            fState := 2.U
          }
        }
      }
      is(2.U) {
        when(rdDone) {
          when(rdFail || fLastRead) {
            fActive := false.B
          }.elsewhen(rdChain) {
            fBase := fBase + fSlots - 1.U
            fPtr := chainVal
            fState := 0.U
          }.otherwise {
            fState := 0.U
          }
        }
      }
    }
  }
  // The tag of the read in flight, for matching its completions.
  val curTag = RegInit(p.prpTagBase.U(8.W))
  when(rdQ.enq.fire) { curTag := rdTag }

  // ---------------- completion extractor ----------------
  val rc = io.rc.bits
  val inPkt = RegInit(false.B)
  val fwd = RegInit(false.B)
  val curMatch = RegInit(false.B)
  val endAfter = RegInit(false.B)
  val carry = Reg(UInt(32.W))
  val rem = Reg(UInt(10.W))
  val rdErr = RegInit(false.B)
  val endState = RegInit(false.B)
  val sop = !inPkt
  val dTag = rc.data(71, 64)
  val dDw = rc.data(42, 32)
  val sopMatch = rdPending && dTag === curTag
  val sopErr = rc.data(45, 43) =/= 0.U || rc.data(46) || rc.data(15, 12) =/= 0.U || dDw(0) || dDw === 0.U
  val sopFwd = sopMatch && !sopErr && !rdErr
  val fwdNow = Mux(sop, sopFwd, fwd)
  val avail = Mux(sop, (dDw >> 1)(9, 0), rem)
  val cap = Mux(sop, 6.U, 8.U)
  val take = Mux(avail < cap, avail, cap)
  val sopEntries = VecInit((0 until 8).map(i => if (i < 6) rc.data(96 + 64 * i + 63, 96 + 64 * i) else 0.U(64.W)))
  val shifted = Cat(rc.data(479, 0), carry)
  val midEntries = VecInit((0 until 8).map(i => shifted(64 * i + 63, 64 * i)))
  val pushRow = fwdNow && !rdChain && take =/= 0.U
  val rcReady = !endState && (!pushRow || rowEnq.ready)
  io.rc.ready := rcReady
  val rcFire = io.rc.valid && rcReady

  rowEnq.valid := false.B
  rowEnq.bits := 0.U.asTypeOf(new PrpRow)
  when(endState) {
    // Only PRP1 and PRP2 may carry an in-page offset; entries inside a list, chain pointers
    // included, must be page aligned (NVMe base spec, PRP entry layout).
    val chainBad = rdChain && chainVal(11, 0) =/= 0.U
    val fail = rdErr || chainBad
    rowEnq.valid := fail
    rowEnq.bits.token := true.B
    rowEnq.bits.status := Mux(rdErr, NvmeXferStatus.DataError, NvmeXferStatus.PrpOffset)
    when(!fail || rowEnq.ready) {
      rdDone := true.B
      rdFail := fail
      endState := false.B
      rdPending := false.B
      rdErr := false.B
    }
  }.otherwise {
    rowEnq.valid := io.rc.valid && pushRow && !endState
    rowEnq.bits.e := Mux(sop, sopEntries, midEntries)
    rowEnq.bits.n := take
  }

  when(rcFire) {
    inPkt := !rc.last
    carry := rc.data(511, 480)
    rem := avail - take
    val matchNow = Mux(sop, sopMatch, curMatch)
    when(sop) {
      fwd := sopFwd
      curMatch := sopMatch
      endAfter := sopMatch && rc.data(30)
      when(sopMatch && sopErr) { rdErr := true.B }
      when(sopFwd && rdChain) { chainVal := rc.data(159, 96) }
    }
    when(matchNow && rc.user(96)) { rdErr := true.B } // discontinue
    when(rc.last && Mux(sop, sopMatch && rc.data(30), endAfter)) { endState := true.B }
  }

  // ---------------- rows -> entries ----------------
  val entryQ = new DmaFifo(new PrpEntry, 2)
  val idx = RegInit(0.U(3.W))
  val row = rowDeq.bits
  entryQ.enq.valid := rowDeq.valid
  entryQ.enq.bits.v := row.e(idx)
  entryQ.enq.bits.token := row.token
  entryQ.enq.bits.status := row.status
  rowDeq.ready := entryQ.enq.ready && (row.token || idx === row.n - 1.U)
  when(entryQ.enq.fire) { idx := Mux(rowDeq.ready, 0.U, idx + 1.U) }

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

  val job = jobQ.deq.bits
  val k = Mux(gStarted, gK, job.kFirst)
  val v = Mux(gStarted, gV, job.vFirst)
  val loc = Mux(gStarted, gLocal, job.local)
  val needEntry = job.mode === PrpMode.List && k =/= 0.U
  val ent = entryQ.deq.bits
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
  entryQ.deq.ready := false.B
  def endJob(): Unit = {
    jobQ.deq.ready := true.B
    gStarted := false.B
  }

  when(draining) {
    entryQ.deq.ready := true.B
    when(entryQ.deq.fire) {
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
        }
      }
    }.elsewhen(needEntry && !entryQ.deq.valid) {
      // wait for the list entry
    }.elsewhen(needEntry && (ent.token || ent.v(11, 0) =/= 0.U)) {
      segQ.enq.valid := true.B
      sb.marker := true.B
      sb.last := true.B
      sb.status := Mux(ent.token, ent.status, NvmeXferStatus.PrpOffset)
      when(segQ.enq.ready) {
        entryQ.deq.ready := true.B
        endJob()
        when(!ent.token && !isLast) {
          draining := true.B
          drainLeft := job.kLast - k
        }
      }
    }.otherwise {
      segQ.enq.valid := true.B
      when(segQ.enq.ready) {
        entryQ.deq.ready := needEntry
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

  io.busy := xferQ.count =/= 0.U || d1Valid || jobQ.count =/= 0.U || fActive || rdPending ||
    rowCount =/= 0.U || entryQ.count =/= 0.U || segQ.count =/= 0.U || draining
}
